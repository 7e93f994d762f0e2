// tarn-only: tarn:worker is node's worker_threads under tarn's module name.
// process.exit() in a worker ends that worker with the code, not the process.
import { Worker } from 'tarn:worker';
const w = new Worker('./exit_worker.mjs');
w.on('message', (m) => console.log(m)); // expect: exiting with 3
w.on('exit', (code) => {
  console.log('exit', code); // expect: exit 3
  setTimeout(() => console.log('parent still running'), 1); // expect: parent still running
});
w.postMessage(3);
