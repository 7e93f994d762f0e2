// node:stream Writable: backpressure and 'drain', cork/uncork with _writev, _final, write after end, write errors.
const { Writable } = require('stream');
const log = (...a) => console.log(...a);
const w = new Writable({
  highWaterMark: 5,
  write(chunk, enc, cb) { log('_write', chunk.toString(), enc); process.nextTick(cb); },
  writev(chunks, cb) { log('_writev', chunks.map((c) => c.chunk.toString()).join('|')); cb(); },
  final(cb) { log('_final'); setTimeout(cb, 1); },
});
w.on('drain', () => log('drain', w.writableLength));
w.on('prefinish', () => log('prefinish'));
w.on('finish', () => log('finish', w.writableFinished));
w.on('close', () => log('close'));
log(w.write('abc', () => log('cb1')), w.writableLength, w.writableNeedDrain);
log(w.write('def', 'utf8', (e) => log('cb2', e)), w.writableLength, w.writableNeedDrain);
w.cork();
w.write('g');
w.write('h');
log('corked', w.writableCorked, w.writableLength);
process.nextTick(() => { w.uncork(); w.end('i', () => log('end cb')); log('ended', w.writableEnded, w.writable); });
const x = new Writable({ write(c, e, cb) { cb(); } });
x.on('error', (e) => log('x error', e.code, e.message));
x.on('close', () => log('x close'));
x.end();
x.write('late', (e) => log('late cb', e.code));
for (const bad of [null, 1]) try { x.write(bad); } catch (e) { log(e.name, e.code, e.message); }
const y = new Writable({ write(c, e, cb) { cb(new Error('write failed')); } });
y.on('error', (e) => log('y error', e.message, y.errored && y.errored.message, y.writable));
y.on('close', () => log('y close'));
y.write('a', (e) => log('y cb', e.message));
const z = new Writable({ decodeStrings: false, objectMode: true, write(c, e, cb) { log('z', typeof c, c, e); cb(); } });
z.write('str'); z.write({ k: 1 });
// expect: _write abc buffer
// expect: true 3 false
// expect: false 6 true
// expect: corked 1 8
// expect: TypeError ERR_STREAM_NULL_VALUES May not write null values to stream
// expect: TypeError ERR_INVALID_ARG_TYPE The "chunk" argument must be of type string or an instance of Buffer, TypedArray, or DataView. Received type number (1)
// expect: z string str undefined
// expect: z object { k: 1 } undefined
// expect: cb1
// expect: _writev def|g|h
// expect: _write i buffer
// expect: ended true false
// expect: late cb ERR_STREAM_WRITE_AFTER_END
// expect: x error ERR_STREAM_WRITE_AFTER_END write after end
// expect: x close
// expect: y cb write failed
// expect: cb2 null
// expect: _final
// expect: y error write failed write failed false
// expect: y close
// expect: prefinish
// expect: end cb
// expect: finish true
// expect: close
