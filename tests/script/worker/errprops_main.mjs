// tarn-only: tarn:worker is node's worker_threads under tarn's module name.
// A worker's uncaught error keeps its own enumerable properties (node's
// error serialisation, unlike structuredClone); a thrown non-error arrives
// as is; a missing worker file is an 'error' event with MODULE_NOT_FOUND.
import { Worker } from 'tarn:worker';
const w = new Worker('./errprops_worker.mjs');
w.on('error', (e) => {
  console.log(e instanceof TypeError, e.code, e.extra, Object.keys(e), e.stack.split('\n')[0]); // expect: true E_X { a: 1 } [ 'code', 'extra' ] TypeError: x
  const w2 = new Worker('./errprops_number.mjs');
  w2.on('error', (v) => {
    console.log(typeof v, v); // expect: number 42
    const w3 = new Worker('./no_such_worker.mjs');
    w3.on('error', (m) => console.log(m.name, m.code, m.message.replace(/'.*\//, "'"))); // expect: Error MODULE_NOT_FOUND Cannot find module 'no_such_worker.mjs'
    w3.on('exit', (c) => {
      console.log('exit', c); // expect: exit 1
      w3.terminate().then((r) => console.log('after exit', r)); // expect: after exit undefined
    });
  });
});
