// tarn-only: node's process.stdout is a Writable stream; tarn's is not, and
// piping to it says so instead of failing on a missing method.
const { Readable } = require('stream');
const r = Readable.from(['a']);
console.log(typeof process.stdout.write); // expect: function
r.pipe(process.stdout); // expect runtime error: Error: tarn's process.stdout is not a stream: pipe() to it is not supported
