// A growable SharedArrayBuffer grown by one worker is seen at once by
// another's views (runs under node too: worker_threads there, tarn:worker
// here). The observer made a length-tracking Int32Array and DataView
// before the grow; after it, without reading a length first, Atomics and
// DataView reach the new bytes, and the lengths follow.
const { Worker } = await import('tarn:worker').catch(() => import('node:worker_threads'));
const sab = new SharedArrayBuffer(8, { maxByteLength: 64 });
const ctrl = new Int32Array(new SharedArrayBuffer(8));
const here = (f) => new URL(f, import.meta.url).pathname;
const observer = new Worker(here('./sab_grow_observer.mjs'), { workerData: { sab, ctrl: ctrl.buffer } });
const lines = [];
let left = 2;
const exited = (who) => (c) => {
  lines.push(`${who} exit ${c}`);
  if (--left) return;
  for (const l of lines.sort()) console.log(l);
  console.log(sab.byteLength, new Int32Array(sab)[7]);
};
observer.on('message', (m) => lines.push(m));
observer.on('exit', exited('observer'));
const grower = new Worker(here('./sab_grow_grower.mjs'), { workerData: { sab, ctrl: ctrl.buffer } });
grower.on('exit', exited('grower'));
// expect: Atomics.load 42
// expect: Atomics.store 5
// expect: after 8 32 32 32
// expect: before 2 8 8
// expect: getInt32 99
// expect: grower exit 0
// expect: observer exit 0
// expect: 32 5
