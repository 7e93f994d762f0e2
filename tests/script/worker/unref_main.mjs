// tarn-only: tarn:worker is node's worker_threads under tarn's module name.
// An unref'd worker does not keep the parent alive: the process ends (and
// the endless worker with it) once the parent's own work is done.
import { Worker } from 'tarn:worker';
const w = new Worker('./unref_worker.mjs');
w.on('message', (m) => {
  console.log(m); // expect: ready
  w.unref();
  setTimeout(() => console.log('parent done'), 5); // expect: parent done
});
