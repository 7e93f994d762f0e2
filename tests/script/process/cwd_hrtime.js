// process.cwd/chdir (node's errors), hrtime and hrtime.bigint, uptime,
// version(s), execPath.
const start = process.cwd();
console.log(typeof start, start === require('path').resolve('.'));
process.chdir('/');
console.log(process.cwd());
try { process.chdir('/nope-tarn-test'); } catch (e) { console.log(e.message, e.code, e.syscall, e.path, e.dest, e.errno); }
try { process.chdir(5); } catch (e) { console.log(e.message, e.code); }
process.chdir(start);
console.log(process.cwd() === start);
const t = process.hrtime();
console.log(t.length, Number.isInteger(t[0]), t[1] >= 0 && t[1] < 1e9);
const d = process.hrtime(t);
console.log(d[0] >= 0, d[1] >= 0 && d[1] < 1e9);
try { process.hrtime(5); } catch (e) { console.log(e.message, e.code); }
try { process.hrtime([1]); } catch (e) { console.log(e.message, e.code); }
const b1 = process.hrtime.bigint(), b2 = process.hrtime.bigint();
console.log(typeof b1, b2 >= b1);
console.log(typeof process.uptime(), process.uptime() >= 0);
console.log(process.version === 'v' + process.versions.node, /^\d+\.\d+\.\d+$/.test(process.versions.node));
console.log(typeof process.execPath, process.execPath === process.argv[0]);
// expect: string true
// expect: /
// expect: ENOENT: no such file or directory, chdir '/' -> '/nope-tarn-test' ENOENT chdir / /nope-tarn-test -2
// expect: The "directory" argument must be of type string. Received type number (5) ERR_INVALID_ARG_TYPE
// expect: true
// expect: 2 true true
// expect: true true
// expect: The "time" argument must be an instance of Array. Received type number (5) ERR_INVALID_ARG_TYPE
// expect: The value of "time" is out of range. It must be 2. Received 1 ERR_OUT_OF_RANGE
// expect: bigint true
// expect: number true
// expect: true true
// expect: string true
