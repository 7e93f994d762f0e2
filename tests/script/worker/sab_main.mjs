// tarn-only: tarn:worker is node's worker_threads under tarn's module name.
// A SharedArrayBuffer passed to a worker (workerData, postMessage) shares
// its memory: Atomics.wait in the worker is woken by Atomics.notify here,
// plain writes published with Atomics are seen on the other side, and two
// workers' Atomics.add on one counter never lose an update.
import { Worker } from 'tarn:worker';
const sab = new SharedArrayBuffer(16);
const ia = new Int32Array(sab);
const w = new Worker('./sab_worker.mjs', { workerData: sab });
w.on('message', (m) => {
  if (m === 'waiting') {
    // the worker waits on ia[0] == 0: notify until it was really asleep
    while (Atomics.notify(ia, 0, 1) === 0) Atomics.pause();
    const r = Atomics.wait(ia, 3, 0, 10000); // woken by the worker's notify, or already set
    console.log(r === 'timed-out' ? r : 'woken', Atomics.load(ia, 3), ia[1], Atomics.load(ia, 2));
    return;
  }
  // the worker sent the buffer back: a new object over the same memory
  console.log(m instanceof SharedArrayBuffer, m === sab, new Int32Array(m)[1]);
  new Int32Array(m)[1] = 7;
  console.log(ia[1]);
});
w.on('exit', (code) => {
  console.log('exit', code);
  const counter = new SharedArrayBuffer(8);
  let left = 2;
  for (let i = 0; i < 2; i++) {
    const adder = new Worker('./sab_adder.mjs', { workerData: counter });
    adder.on('exit', () => {
      if (--left === 0) console.log('total', new BigInt64Array(counter)[0]);
    });
  }
});
// expect: woken 1 42 5
// expect: true false 42
// expect: 7
// expect: exit 0
// expect: total 2000n
