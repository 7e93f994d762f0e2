// env: TARN_TEST_VAR=hello
// process: argv's shape, env, platform, stdout/stderr.write, exitCode validation.
console.log(Array.isArray(process.argv), process.argv.length, process.argv[0].startsWith("/"));
console.log(process.argv[1].startsWith("/"), process.argv[1].endsWith("/tests/script/process/basics.js"));
console.log(process.env.TARN_TEST_VAR, typeof process.env.PATH, process.env.NO_SUCH_VARIABLE_X);
console.log(process.platform, typeof process.exit, process.exit.length, process.exitCode);
console.log(process.stdout.write("one "), process.stdout.write("two\n"));
console.log(process.stderr.write(""));
for (const bad of [5, undefined, { a: 1 }, null]) {
  try { process.stdout.write(bad); } catch (e) { console.log(e.name, e.code, e.message); }
}
for (const code of [1.5, "x", " 2.5", {}, true, NaN, Infinity]) {
  try { process.exitCode = code; } catch (e) { console.log(e.name, e.code, e.message); }
  try { process.exit(code); } catch (e) { console.log(e.name, e.code, e.message); }
}
process.exitCode = 0;
console.log(process.exitCode);
process.exitCode = "0";
console.log(process.exitCode);
process.exitCode = undefined;
console.log(process.exitCode);
class Thing {}
for (const bad of [new Thing(), [1], function named() {}, Object.create(null), Symbol("s")]) {
  try { process.stdout.write(bad); } catch (e) { console.log(e.name, e.code, e.message); }
}
// expect: true 2 true
// expect: true true
// expect: hello string undefined
// expect: linux function 1 undefined
// expect: one two
// expect: true true
// expect: true
// expect: TypeError ERR_INVALID_ARG_TYPE The "chunk" argument must be of type string or an instance of Buffer, TypedArray, or DataView. Received type number (5)
// expect: TypeError ERR_INVALID_ARG_TYPE The "chunk" argument must be of type string or an instance of Buffer, TypedArray, or DataView. Received undefined
// expect: TypeError ERR_INVALID_ARG_TYPE The "chunk" argument must be of type string or an instance of Buffer, TypedArray, or DataView. Received an instance of Object
// expect: TypeError ERR_STREAM_NULL_VALUES May not write null values to stream
// expect: RangeError ERR_OUT_OF_RANGE The value of "code" is out of range. It must be an integer. Received 1.5
// expect: RangeError ERR_OUT_OF_RANGE The value of "code" is out of range. It must be an integer. Received 1.5
// expect: TypeError ERR_INVALID_ARG_TYPE The "code" argument must be of type number. Received type string ('x')
// expect: TypeError ERR_INVALID_ARG_TYPE The "code" argument must be of type number. Received type string ('x')
// expect: RangeError ERR_OUT_OF_RANGE The value of "code" is out of range. It must be an integer. Received 2.5
// expect: RangeError ERR_OUT_OF_RANGE The value of "code" is out of range. It must be an integer. Received 2.5
// expect: TypeError ERR_INVALID_ARG_TYPE The "code" argument must be of type number. Received an instance of Object
// expect: TypeError ERR_INVALID_ARG_TYPE The "code" argument must be of type number. Received an instance of Object
// expect: TypeError ERR_INVALID_ARG_TYPE The "code" argument must be of type number. Received type boolean (true)
// expect: TypeError ERR_INVALID_ARG_TYPE The "code" argument must be of type number. Received type boolean (true)
// expect: RangeError ERR_OUT_OF_RANGE The value of "code" is out of range. It must be an integer. Received NaN
// expect: RangeError ERR_OUT_OF_RANGE The value of "code" is out of range. It must be an integer. Received NaN
// expect: RangeError ERR_OUT_OF_RANGE The value of "code" is out of range. It must be an integer. Received Infinity
// expect: RangeError ERR_OUT_OF_RANGE The value of "code" is out of range. It must be an integer. Received Infinity
// expect: 0
// expect: 0
// expect: undefined
// expect: TypeError ERR_INVALID_ARG_TYPE The "chunk" argument must be of type string or an instance of Buffer, TypedArray, or DataView. Received an instance of Thing
// expect: TypeError ERR_INVALID_ARG_TYPE The "chunk" argument must be of type string or an instance of Buffer, TypedArray, or DataView. Received an instance of Array
// expect: TypeError ERR_INVALID_ARG_TYPE The "chunk" argument must be of type string or an instance of Buffer, TypedArray, or DataView. Received function named
// expect: TypeError ERR_INVALID_ARG_TYPE The "chunk" argument must be of type string or an instance of Buffer, TypedArray, or DataView. Received [Object: null prototype] {}
// expect: TypeError ERR_INVALID_ARG_TYPE The "chunk" argument must be of type string or an instance of Buffer, TypedArray, or DataView. Received type symbol (Symbol(s))
