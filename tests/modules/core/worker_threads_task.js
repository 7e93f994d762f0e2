// node:worker_threads worker file (worker_threads_main.js): replies to the parent, then closes its port.
const { parentPort, workerData, isMainThread, threadId } = require('node:worker_threads');
parentPort.postMessage({ ready: true, isMainThread, threadId: typeof threadId, workerData });
parentPort.on('message', (m) => {
  parentPort.postMessage({ result: workerData.n * 2, got: m });
  parentPort.close();
});
