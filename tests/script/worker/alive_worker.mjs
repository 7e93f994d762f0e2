import { parentPort, workerData } from 'tarn:worker';
// no listener: the worker ends once its timers have run
setTimeout(() => parentPort.postMessage(workerData * 2), 30);
