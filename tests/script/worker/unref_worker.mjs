import { parentPort } from 'tarn:worker';
parentPort.postMessage('ready');
for (;;) {}
