// tarn-only: tarn:worker. `onmessage` as on web workers and node's
// MessagePort: the handler gets an event whose `data` is the message;
// assigning another handler replaces it, null removes it (the worker's port
// then has no listener and the worker ends).
import { Worker } from 'tarn:worker';
const w = new Worker('./onmessage_worker.mjs');
console.log(w.onmessage); // expect: null
let n = 0;
w.onmessage = (e) => {
  console.log('first handler', e.type, e.data);
  w.onmessage = function (e2) {
    console.log('second handler', e2.data, this === w);
    w.postMessage('stop');
  };
  w.postMessage(++n);
};
w.on('exit', (code) => console.log('exit', code, w.onmessage === null));
w.postMessage(0);
// expect: first handler message 1
// expect: second handler 2 true
// expect: exit 0 false
