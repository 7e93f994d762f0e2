import { parentPort, workerData } from 'tarn:worker';
const ia = new Int32Array(workerData);
parentPort.postMessage('waiting');
const r = Atomics.wait(ia, 0, 0); // no timeout: only a notify ends it
ia[1] = 42;
Atomics.add(ia, 2, 5);
Atomics.store(ia, 3, 1);
Atomics.notify(ia, 3);
if (r === 'ok') parentPort.postMessage(workerData);
