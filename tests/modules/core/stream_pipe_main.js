// node:stream: pipe with backpressure (pause/drain/resume), unpipe, pipeline with errors, finished, argument errors.
const { Readable, Writable, PassThrough, pipeline, finished } = require('stream');
const log = (...a) => console.log(...a);
let n = 0;
const src = new Readable({ highWaterMark: 2, read() { n++; this.push(n <= 5 ? 'c' + n : null); } });
const slow = new Writable({
  highWaterMark: 3,
  write(c, e, cb) { log('write', c.toString(), this.writableLength); setImmediate(cb); },
});
src.on('pause', () => log('src pause'));
src.on('resume', () => log('src resume'));
slow.on('drain', () => log('drain'));
slow.on('pipe', (s) => log('pipe event', s === src));
slow.on('unpipe', (s) => log('unpipe event', s === src));
slow.on('finish', () => log('finish'));
src.on('end', () => log('src end'));
src.pipe(slow);
finished(slow, (err) => log('finished slow', err));
const a = new Readable({ read() {} });
const b = new PassThrough();
const c = new Writable({ write(ch, e, cb) { cb(); } });
pipeline(a, b, c, (err) => log('pipeline cb', err && err.message, a.destroyed, b.destroyed, c.destroyed));
a.push('x');
setImmediate(() => a.destroy(new Error('src failed')));
const e = new Readable({ read() {} });
finished(e, (err) => log('finished e', err && err.code));
e.destroy();
try { pipeline(a, () => {}); } catch (err) { log(err.name, err.code, err.message); }
try { pipeline(a, c); } catch (err) { log(err.name, err.code, err.message); }
// expect: pipe event true
// expect: TypeError ERR_MISSING_ARGS The "streams" argument must be specified
// expect: TypeError ERR_INVALID_ARG_TYPE The "streams[stream.length - 1]" property must be of type function. Received an instance of Writable
// expect: src resume
// expect: write c1 2
// expect: src pause
// expect: finished e ERR_STREAM_PREMATURE_CLOSE
// expect: pipeline cb src failed true true true
// expect: write c2 2
// expect: drain
// expect: src resume
// expect: write c3 2
// expect: src pause
// expect: write c4 2
// expect: drain
// expect: src resume
// expect: write c5 2
// expect: src end
// expect: finish
// expect: unpipe event true
// expect: finished slow undefined
