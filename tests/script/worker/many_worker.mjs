import { parentPort, workerData } from 'tarn:worker';
const { from, to } = workerData;
let sum = 0;
const objs = [];
for (let i = from; i < to; i++) {
  objs.push({ i, sq: i * i });
  if (objs.length > 1000) objs.length = 0;
  sum += i;
}
parentPort.postMessage({ from, sum });
