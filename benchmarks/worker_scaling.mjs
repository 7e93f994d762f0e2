// benchmarks/worker_scaling.mjs — aggregate throughput of an object-churn
// workload on 1 and on 2 workers at once. Each worker is its own VM with its
// own heap, so each collects on its own thread; with a free core per worker
// the aggregate should grow by ~1x per worker added.
//
//   tarn benchmarks/worker_scaling.mjs [UNITS] [COUNTS]
//
// COUNTS is a comma-separated list of worker counts (default 1,2); the
// first is the baseline. Running one count per process under
// `/usr/bin/time` also gives the CPU time, which separates a lack of free
// cores (wall time grows, CPU per unit does not) from per-worker overhead
// (CPU per unit grows).
//
// A unit allocates ~2,000 short-lived objects, arrays and strings and keeps
// a rolling window of 500 records alive (old-generation traffic). Timing
// starts when every worker has started and reported ready (VM start-up is
// not measured) and ends when the last one has finished.
import { Worker, isMainThread, parentPort, workerData } from 'tarn:worker';

function churn(units) {
  const keep = new Array(500);
  let check = 0;
  for (let u = 0; u < units; u++) {
    for (let i = 0; i < 500; i++) {
      const o = { id: u * 500 + i, name: 'item' + i, tags: [i, i + 1, i + 2], pos: { x: i, y: u } };
      check += o.tags.length + o.pos.x;
      if ((i & 7) === 0) keep[(u * 64 + (i >> 3)) % keep.length] = o;
    }
  }
  return check;
}

if (!isMainThread) {
  parentPort.once('message', () => {
    const check = churn(workerData.units);
    parentPort.postMessage({ check });
  });
  parentPort.postMessage('ready');
} else {
  const units = Number(process.argv[2]) || 400;
  const counts = (process.argv[3] || '1,2').split(',').map(Number);
  const run = (n) => new Promise((resolve) => {
    const ws = [];
    let ready = 0, finished = 0, t0 = 0;
    for (let i = 0; i < n; i++) {
      const w = new Worker('./worker_scaling.mjs', { workerData: { units } });
      ws.push(w);
      w.on('message', (m) => {
        if (m === 'ready') {
          if (++ready === n) {
            t0 = Date.now();
            for (const x of ws) x.postMessage('go');
          }
        } else if (++finished === n) {
          resolve({ n, ms: Date.now() - t0, check: m.check });
        }
      });
    }
  });
  (async () => { // tarn has no top-level await yet
    const rows = [];
    for (const n of counts) rows.push(await run(n));
    const base = (units * rows[0].n) / rows[0].ms;
    for (const r of rows) {
      const thr = (units * r.n) / r.ms; // units per ms, all workers together
      console.log(`${r.n} worker(s): ${r.ms} ms for ${units * r.n} units, ` +
        `${(thr * 1000).toFixed(1)} units/s, ${(thr / base).toFixed(2)}x of ${rows[0].n} worker(s) ` +
        `(${(thr / base / (r.n / rows[0].n)).toFixed(2)}x per worker)`);
    }
  })();
}
