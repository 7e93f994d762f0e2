// node:stream: Duplex, Transform (flush, errors), PassThrough, allowHalfOpen, instanceof across the classes.
const { Duplex, Transform, PassThrough, Writable, Readable } = require('stream');
const log = (...a) => console.log(...a);
const t = new Transform({
  transform(chunk, enc, cb) { log('_transform', chunk.toString()); this.push(chunk.toString().toUpperCase()); cb(); },
  flush(cb) { log('_flush'); cb(null, 'END'); },
});
t.on('data', (c) => log('data', c.toString()));
t.on('end', () => log('end'));
t.on('finish', () => log('finish'));
t.on('close', () => log('close'));
t.write('a');
t.write('b');
t.end('c');
const p = new PassThrough();
log(p instanceof Transform, p instanceof Duplex, p instanceof Writable, p instanceof Readable, new Duplex() instanceof Writable);
p.end('pt');
p.on('data', (c) => log('p data', c.toString()));
p.on('end', () => log('p end'));
const d = new Duplex({
  allowHalfOpen: false,
  read() { this.push('r'); this.push(null); },
  write(c, e, cb) { log('d write', c.toString()); cb(); },
});
d.on('data', (c) => log('d data', c.toString()));
d.on('end', () => log('d end', d.writableEnded));
d.on('finish', () => log('d finish'));
d.on('close', () => log('d close'));
log(d.allowHalfOpen, d.readable, d.writable, d.readableHighWaterMark, d.writableHighWaterMark);
const om = new Transform({ readableObjectMode: true, transform(c, e, cb) { cb(null, { len: c.length }); } });
om.on('data', (o) => log('om', o));
om.write('four');
om.end();
const te = new Transform({ transform(c, e, cb) { cb(new Error('bad chunk')); } });
te.on('error', (e) => log('te error', e.message));
te.on('close', () => log('te close'));
te.write('x');
// expect: _transform a
// expect: data A
// expect: _transform b
// expect: data B
// expect: _transform c
// expect: data C
// expect: _flush
// expect: data END
// expect: true true true true true
// expect: false true true 65536 65536
// expect: om { len: 4 }
// expect: end
// expect: finish
// expect: p data pt
// expect: d data r
// expect: close
// expect: p end
// expect: d end false
// expect: te error bad chunk
// expect: te close
// expect: d finish
// expect: d close
