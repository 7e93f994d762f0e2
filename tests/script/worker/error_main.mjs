// tarn-only: tarn:worker is node's worker_threads under tarn's module name.
// An uncaught error in a worker reaches the parent as an 'error' event (a
// clone of the error), then 'exit' with code 1.
import { Worker } from 'tarn:worker';
const w = new Worker('./error_worker.mjs');
w.on('message', (m) => console.log('message', m)); // expect: message started
w.on('error', (e) => {
  console.log(e instanceof RangeError, e.message, e.cause.code); // expect: true worker failed 7
});
w.on('exit', (code) => console.log('exit', code)); // expect: exit 1
