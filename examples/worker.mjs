// examples/worker.mjs — count primes below 200000 on two workers at once.
// Each worker is its own VM on its own thread (its own heap and collector);
// the ranges go out as workerData and the counts come back as messages,
// both structured clones. Run: tarn examples/worker.mjs
import { Worker } from 'tarn:worker';

const LIMIT = 200000, PARTS = 2;
const counts = [];
let done = 0;
for (let k = 0; k < PARTS; k++) {
  const from = Math.floor((LIMIT / PARTS) * k), to = Math.floor((LIMIT / PARTS) * (k + 1));
  const w = new Worker('./worker_primes.mjs', { workerData: { from, to } });
  w.on('message', ({ count }) => { counts[k] = count; });
  w.on('error', (e) => console.error('worker', k, 'failed:', e.message));
  w.on('exit', () => {
    if (++done < PARTS) return;
    for (let i = 0; i < PARTS; i++) console.log(`part ${i}: ${counts[i]} primes`);
    console.log(`primes below ${LIMIT}: ${counts.reduce((a, b) => a + b, 0)}`);
  });
}
