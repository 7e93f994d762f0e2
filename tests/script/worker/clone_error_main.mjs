// tarn-only: tarn:worker is node's worker_threads under tarn's module name.
// postMessage clones synchronously: an uncloneable value throws at once.
import { Worker } from 'tarn:worker';
const w = new Worker('./echo_worker.mjs');
try {
  w.postMessage({ f() {} });
} catch (e) {
  console.log(String(e)); // expect: DataCloneError: f() {} could not be cloned.
}
try {
  new Worker('./echo_worker.mjs', { workerData: Symbol('s') });
} catch (e) {
  console.log(e.name, e.message); // expect: DataCloneError Symbol(s) could not be cloned.
}
w.on('message', (m) => {
  console.log(m.echo); // expect: after
  w.postMessage('bye');
});
w.on('exit', (c) => console.log('exit', c)); // expect: exit 0
w.postMessage('after');
