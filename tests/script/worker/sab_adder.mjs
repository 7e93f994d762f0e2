import { workerData } from 'tarn:worker';
const big = new BigInt64Array(workerData);
for (let i = 0; i < 1000; i++) Atomics.add(big, 0, 1n);
