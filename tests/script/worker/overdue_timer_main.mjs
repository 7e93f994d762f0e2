// tarn-only: tarn:worker is node's worker_threads under tarn's module name.
// A timer that is already due when the loop goes to sleep runs at once: the
// loop once took its negative wait for "no timer" and slept on the worker
// mailbox forever (exit_main.mjs hung this way now and then under GC stress).
import { Worker } from 'tarn:worker';
const w = new Worker('./alive_worker.mjs', { workerData: 1 });
w.on('message', (m) => console.log('message', m)); // expect: message 2
w.on('exit', (code) => {
  console.log('exit', code); // expect: exit 0
  setTimeout(() => console.log('overdue timer ran'), 1); // expect: overdue timer ran
  const t = Date.now();
  while (Date.now() - t < 20) {}
});
