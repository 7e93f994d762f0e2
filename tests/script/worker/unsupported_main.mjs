// tarn-only: what tarn's Worker does not support is rejected by name.
import { Worker } from 'tarn:worker';
for (const [file, opts] of [['./echo_worker.js', undefined], ['./echo_worker.mjs', { eval: true }],
  ['./echo_worker.mjs', { resourceLimits: {} }]]) {
  try {
    new Worker(file, opts);
  } catch (e) {
    console.log(e.name + ': ' + e.message);
  }
}
// expect: TypeError: tarn runs a worker file as an ES module: it must end in .mjs (got './echo_worker.js')
// expect: TypeError: new Worker: the 'eval' option is not supported by tarn
// expect: TypeError: new Worker: the 'resourceLimits' option is not supported by tarn
const w = new Worker('./echo_worker.mjs');
w.on('message', (m) => { console.log(m.echo); w.postMessage('bye'); }); // expect: ok
w.postMessage('ok');
