// tarn-only: tarn:worker is node's worker_threads under tarn's module name.
// Several workers at once, each with its own heap; results arrive in any
// order and are printed sorted.
import { Worker } from 'tarn:worker';
const results = [];
let exited = 0;
for (let k = 0; k < 4; k++) {
  const w = new Worker('./many_worker.mjs', { workerData: { from: k * 500, to: (k + 1) * 500 } });
  w.on('message', (m) => results.push(m));
  w.on('exit', () => {
    if (++exited === 4) {
      results.sort((a, b) => a.from - b.from);
      for (const r of results) console.log(r.from, r.sum);
      console.log('total', results.reduce((s, r) => s + r.sum, 0));
    }
  });
}
// expect: 0 124750
// expect: 500 374750
// expect: 1000 624750
// expect: 1500 874750
// expect: total 1999000
