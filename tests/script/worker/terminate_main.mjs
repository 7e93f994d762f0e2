// tarn-only: tarn:worker is node's worker_threads under tarn's module name.
// terminate() stops a worker stuck in an endless loop; the 'exit' event and
// then terminate()'s promise get exit code 1.
import { Worker } from 'tarn:worker';
const w = new Worker('./terminate_worker.mjs');
w.on('message', async (m) => {
  console.log(m); // expect: spinning
  // expect: exit event 1
  const code = await w.terminate();
  console.log('terminated', code); // expect: terminated 1
});
w.on('exit', (code) => console.log('exit event', code));
