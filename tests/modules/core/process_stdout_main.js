// process.stdout is a stream.Writable: write with a callback (after the
// write, before the next tick), the writable getters, pipe() into it (not
// ended by the pipe, as node).
const { Writable } = require("stream");
console.log(process.stdout instanceof Writable, process.stdout.fd, process.stderr.fd, process.stdin.fd);
process.stdout.write('a\n', () => console.log('cb'));
console.log('b');
process.nextTick(() => console.log('tick'));
console.log(process.stdout.writable, process.stdout.writableLength, process.stdout.listenerCount('finish'));
const r = require('stream').Readable.from(['x\n', 'y\n']);
r.pipe(process.stdout);
r.on('end', () => console.log('end', process.stdout.writable));
// expect: true 1 2 0
// expect: a
// expect: b
// expect: true 0 0
// expect: cb
// expect: tick
// expect: x
// expect: y
// expect: end true
