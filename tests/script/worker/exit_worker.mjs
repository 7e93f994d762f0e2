import { parentPort } from 'tarn:worker';
parentPort.on('message', (m) => {
  parentPort.postMessage('exiting with ' + m);
  process.exit(m);
  parentPort.postMessage('not reached');
});
