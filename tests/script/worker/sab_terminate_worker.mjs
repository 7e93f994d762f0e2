import { parentPort, workerData } from 'tarn:worker';
parentPort.postMessage('waiting');
Atomics.wait(new Int32Array(workerData), 0, 0); // nobody notifies
parentPort.postMessage('not reached');
