// tarn-only: tarn:worker is node's worker_threads under tarn's module name.
// terminate() also ends a worker that is waiting for a long timer.
import { Worker } from 'tarn:worker';
const started = Date.now();
const w = new Worker('./sleeping_worker.mjs');
w.on('message', (m) => {
  console.log(m); // expect: sleeping
  w.terminate().then((code) => console.log('terminated', code, Date.now() - started < 30000)); // expect: terminated 1 true
});
