import { parentPort } from 'tarn:worker';
parentPort.onmessage = (e) => {
  if (e.data === 'stop') {
    parentPort.onmessage = null;
    return;
  }
  parentPort.postMessage(e.data + 1);
};
