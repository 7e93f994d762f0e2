// examples/worker_primes.mjs — the worker of examples/worker.mjs: counts the
// primes in [from, to) and posts { count } to its parent.
import { parentPort, workerData } from 'tarn:worker';

const { from, to } = workerData;
let count = 0;
for (let n = Math.max(from, 2); n < to; n++) {
  let prime = true;
  for (let d = 2; d * d <= n; d++) {
    if (n % d === 0) { prime = false; break; }
  }
  if (prime) count++;
}
parentPort.postMessage({ count });
