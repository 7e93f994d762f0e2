// node:stream async iteration (break, errors), Readable.from, stream/promises pipeline and finished, toArray.
const { Readable, Writable, Transform } = require('stream');
const { pipeline, finished } = require('stream/promises');
const log = (...a) => console.log(...a);
async function main() {
  const chunks = [];
  for await (const c of Readable.from(['a', 'b', 'c'])) chunks.push(c);
  log(chunks);
  const r = new Readable({ read() {} });
  r.push('1'); r.push('2');
  r.on('close', () => log('r close'));
  for await (const c of r) { log('got', c.toString()); break; }
  log('after break', r.destroyed);
  const bad = new Readable({ read() { this.destroy(new Error('read fail')); } });
  try { for await (const c of bad) log(c); } catch (e) { log('caught', e.message); }
  async function* gen() { yield 'x'; yield 'y'; }
  const out = [];
  await pipeline(gen, async function* (src) { for await (const c of src) yield c.toUpperCase(); },
    new Writable({ objectMode: true, write(c, e, cb) { out.push(c); cb(); } }));
  log('pipeline', out);
  const res = await pipeline(Readable.from([1, 2, 3]), async (src) => { let s = 0; for await (const v of src) s += v; return s; });
  log('sum', res);
  try {
    await pipeline(Readable.from(['q']), new Transform({ transform(c, e, cb) { cb(new Error('tx')); } }), new Writable({ write(c, e, cb) { cb(); } }));
  } catch (e) { log('rejected', e.message); }
  const w = new Writable({ write(c, e, cb) { cb(); } });
  w.end('z');
  await finished(w);
  log('finished w', w.writableFinished);
  log(await Readable.from([1, 2]).toArray());
  try { Readable.from(5); } catch (e) { log(e.code, e.message); }
  const nul = Readable.from([1, null, 2]);
  nul.on('error', (e) => log('nul', e.code, e.message));
  nul.on('data', (d) => log('nul data', d));
  log(require('stream').promises === require('stream/promises'), require('node:stream/promises').pipeline === pipeline);
}
main();
process.nextTick(() => log('tick'));
// expect: tick
// expect: [ 'a', 'b', 'c' ]
// expect: got 1
// expect: after break true
// expect: r close
// expect: caught read fail
// expect: pipeline [ 'X', 'Y' ]
// expect: sum 6
// expect: rejected tx
// expect: finished w true
// expect: [ 1, 2 ]
// expect: ERR_INVALID_ARG_TYPE The "iterable" argument must be an instance of Iterable. Received type number (5)
// expect: true true
// expect: nul data 1
// expect: nul ERR_STREAM_NULL_VALUES May not write null values to stream
