import { parentPort, workerData, isMainThread, threadId } from 'tarn:worker';
parentPort.on('message', (msg) => {
  if (msg === 'bye') {
    parentPort.close();
    return;
  }
  parentPort.postMessage({ echo: msg, isMainThread, threadId: typeof threadId, workerData });
});
