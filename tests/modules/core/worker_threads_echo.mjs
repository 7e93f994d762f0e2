// node:worker_threads worker (worker_threads_esm_main.mjs): echoes its workerData.
import { parentPort, workerData } from 'node:worker_threads';
parentPort.postMessage(workerData + '!');
