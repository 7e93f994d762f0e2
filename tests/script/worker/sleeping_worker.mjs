import { parentPort } from 'tarn:worker';
setTimeout(() => parentPort.postMessage('woke up (not expected)'), 60000);
parentPort.postMessage('sleeping');
