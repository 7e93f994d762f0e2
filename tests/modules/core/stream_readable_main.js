// node:stream paused mode: read(n), 'readable', setEncoding, unshift, objectMode, push errors.
const { Readable } = require('stream');
const log = (...a) => console.log(...a);
const r = new Readable({ read() {}, highWaterMark: 4 });
log(r.push('hello'), r.push(' world'), r.readableLength, r.readableFlowing, r.isPaused());
r.on('readable', () => {
  let c;
  log('readable', r.readableLength);
  while ((c = r.read(3)) !== null) log('chunk', JSON.stringify(c.toString()));
});
r.on('end', () => log('end', r.readableEnded, r.destroyed));
r.on('close', () => log('close', r.destroyed, r.closed));
setTimeout(() => { r.push('!'); r.push(null); }, 1);
const u = new Readable({ read() {} });
u.setEncoding('utf8');
u.push(Buffer.from([0xe2, 0x82]));
u.push(Buffer.from([0xac, 0x41]));
u.unshift('<');
log('u', JSON.stringify(u.read()), u.readableEncoding);
const o = new Readable({ objectMode: true, read() {} });
log(o.push({ a: 1 }), o.push(2), o.push('x'), o.readableLength, o.readableHighWaterMark, o.readableObjectMode);
log(o.read(), o.read(5), o.read());
const bad = new Readable({ read() {} });
bad.on('error', (e) => log('error', e.name, e.code, e.message));
bad.push(null);
bad.push('late');
const ni = new Readable();
ni.on('error', (e) => log('error', e.code, e.message));
ni.on('close', () => log('ni close'));
ni.read();
const nb = new Readable({ read() {} });
nb.on('error', (e) => log('error', e.code, e.message));
nb.push(42);
log(Readable.prototype instanceof require('events'), new Readable() instanceof require('stream'));
// read() without a size hands out one Buffer at a time; decoded text is joined
const r9 = new Readable({ read() {} });
r9.push('a'); r9.push('b'); r9.push('c');
console.log(r9.read(), r9.readableLength, r9.read(), r9.readableLength);
const s9 = new Readable({ read() {}, encoding: 'utf8' });
s9.push('a'); s9.push('b'); s9.push('c');
console.log(s9.read(), s9.readableLength);
s9.push(null);
console.log(s9.read(), s9.readableLength);
const t9 = new Readable({ read() {} });
t9.push('a'); t9.push('bc'); t9.push(null);
console.log(t9.read(), t9.readableLength, t9.read(2));
// expect: false false 11 null false
// expect: u "<€A" utf8
// expect: true true true 3 16 true
// expect: { a: 1 } 2 x
// expect: true true
// expect: <Buffer 61> 2 <Buffer 62> 1
// expect: abc 0
// expect: null 0
// expect: <Buffer 61> 2 <Buffer 62 63>
// expect: readable 11
// expect: chunk "hel"
// expect: chunk "lo "
// expect: chunk "wor"
// expect: error Error ERR_STREAM_PUSH_AFTER_EOF stream.push() after EOF
// expect: error ERR_METHOD_NOT_IMPLEMENTED The _read() method is not implemented
// expect: ni close
// expect: error ERR_INVALID_ARG_TYPE The "chunk" argument must be of type string or an instance of Buffer, TypedArray, or DataView. Received type number (42)
// expect: readable 3
// expect: chunk "ld!"
// expect: readable 0
// expect: end true false
// expect: close true true
