import { Worker, parentPort, workerData, threadId } from 'tarn:worker';
if (workerData.depth > 0) {
  const inner = new Worker('./nested_worker.mjs', { workerData: { depth: workerData.depth - 1 } });
  inner.on('message', (m) => parentPort.postMessage({ depth: workerData.depth, inner: m, distinct: m.id !== threadId }));
} else {
  parentPort.postMessage({ depth: 0, id: threadId });
}
