// tarn-only: tarn:worker is node's worker_threads under tarn's module name.
import { Worker, isMainThread, parentPort, threadId, workerData } from 'tarn:worker';
console.log(isMainThread, parentPort, threadId, workerData); // expect: true null 0 null
const w = new Worker('./echo_worker.mjs', { workerData: { config: [1, 2] } });
const inputs = [1, 'two', { three: [3] }, new Map([[4, 'four']])];
let got = 0;
w.on('message', (m) => {
  console.log(JSON.stringify(m.echo instanceof Map ? [...m.echo] : m.echo), m.isMainThread, m.threadId, JSON.stringify(m.workerData));
  if (++got === inputs.length) w.postMessage('bye');
});
w.on('exit', (code) => console.log('exit', code));
for (const v of inputs) w.postMessage(v);
// expect: 1 false number {"config":[1,2]}
// expect: "two" false number {"config":[1,2]}
// expect: {"three":[3]} false number {"config":[1,2]}
// expect: [[4,"four"]] false number {"config":[1,2]}
// expect: exit 0
