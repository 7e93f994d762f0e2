// tarn-only: tarn:worker is node's worker_threads under tarn's module name.
// A running worker keeps the parent alive (no timers in the parent); a
// worker ends when its own loop is empty.
import { Worker } from 'tarn:worker';
const w = new Worker('./alive_worker.mjs', { workerData: 21 });
w.on('message', (m) => console.log('got', m)); // expect: got 42
w.on('exit', (code) => console.log('exit', code)); // expect: exit 0
