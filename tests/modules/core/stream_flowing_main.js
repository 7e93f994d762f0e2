// node:stream flowing mode: pause/resume events, _read calls, destroy with an error, emitClose.
const { Readable } = require('stream');
const log = (...a) => console.log(...a);
let i = 0;
const r = new Readable({
  highWaterMark: 2,
  read(n) { log('_read', n); i++; if (i > 3) this.push(null); else this.push(String(i)); },
});
r.on('pause', () => log('pause'));
r.on('resume', () => log('resume'));
r.on('data', (c) => { log('data', c.toString(), r.readableFlowing); if (c.toString() === '2') { r.pause(); setImmediate(() => r.resume()); } });
r.on('end', () => log('end'));
r.on('close', () => log('close'));
log('sync done', r.readableFlowing);
const d = new Readable({ read() {}, destroy(err, cb) { log('_destroy', err && err.message); cb(err); } });
d.on('error', (e) => log('error', e.message, d.errored === e, d.destroyed));
d.on('close', () => log('d close', d.closed));
d.destroy(new Error('boom'));
log('after destroy', d.destroyed, d.readable);
d.destroy(new Error('again'));
const q = new Readable({ read() {}, emitClose: false });
q.on('close', () => log('never'));
q.destroy();
setImmediate(() => log("q", q.destroyed));
const s = new Readable({ read() { this.push('x'); this.push(null); } });
s.on('data', (c) => log('s data', c));
s.on('end', () => log('s end'));
// expect: sync done true
// expect: _destroy boom
// expect: after destroy true false
// expect: _read 2
// expect: resume
// expect: _read 2
// expect: data 1 true
// expect: _read 2
// expect: data 2 true
// expect: pause
// expect: error boom true true
// expect: d close true
// expect: s data <Buffer 78>
// expect: _read 2
// expect: s end
// expect: q true
// expect: resume
// expect: data 3 true
// expect: end
// expect: close
