// The grower of sab_grow_main.mjs.
const { workerData } = await import('tarn:worker').catch(() => import('node:worker_threads'));
const { sab } = workerData;
const ctrl = new Int32Array(workerData.ctrl);
Atomics.wait(ctrl, 0, 0); // until the observer has made its views
sab.grow(32);
Atomics.store(new Int32Array(sab), 6, 42);
new DataView(sab).setInt32(20, 99, true);
Atomics.store(ctrl, 1, 1);
Atomics.notify(ctrl, 1);
