// The observer of sab_grow_main.mjs: its views predate the grow.
const { parentPort, workerData } = await import('tarn:worker').catch(() => import('node:worker_threads'));
const { sab } = workerData;
const ctrl = new Int32Array(workerData.ctrl);
const ta = new Int32Array(sab);
const dv = new DataView(sab);
parentPort.postMessage(`before ${ta.length} ${dv.byteLength} ${sab.byteLength}`);
Atomics.store(ctrl, 0, 1);
Atomics.notify(ctrl, 0);
Atomics.wait(ctrl, 1, 0); // until the grower has grown and written
parentPort.postMessage('Atomics.load ' + Atomics.load(ta, 6));
parentPort.postMessage('getInt32 ' + dv.getInt32(20, true));
parentPort.postMessage('Atomics.store ' + Atomics.store(ta, 7, 5));
parentPort.postMessage(`after ${ta.length} ${ta.byteLength} ${dv.byteLength} ${sab.byteLength}`);
