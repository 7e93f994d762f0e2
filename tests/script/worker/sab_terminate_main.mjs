// tarn-only: tarn:worker is node's worker_threads under tarn's module name.
// terminate() ends a worker blocked in Atomics.wait with no timeout.
import { Worker } from 'tarn:worker';
const sab = new SharedArrayBuffer(4);
const w = new Worker('./sab_terminate_worker.mjs', { workerData: sab });
w.on('message', (m) => {
  console.log(m);
  w.terminate().then((code) => console.log('terminated', code));
});
w.on('exit', (code) => console.log('exit', code, Atomics.load(new Int32Array(sab), 0)));
// expect: waiting
// expect: exit 1 0
// expect: terminated 1
