// tarn-only: tarn:worker is node's worker_threads under tarn's module name.
// A worker may start workers of its own; their messages go to it, and a
// worker with a live worker stays alive until that one exits.
import { Worker } from 'tarn:worker';
const w = new Worker('./nested_worker.mjs', { workerData: { depth: 2 } });
w.on('message', (m) => {
  console.log(m.depth, m.inner.depth, m.inner.inner.depth, m.distinct, m.inner.distinct); // expect: 2 1 0 true true
});
w.on('exit', (c) => console.log('exit', c)); // expect: exit 0
