// The worker of wait_async_main.mjs.
const { parentPort, workerData } = await import('tarn:worker').catch(() => import('node:worker_threads'));
const ia = new Int32Array(workerData);
const r = Atomics.waitAsync(ia, 0, 0);
parentPort.postMessage('worker waits');
// keep the loop alive until the promise settles (a pending waitAsync does not)
const keep = setInterval(() => {}, 1000);
const v = await r.value;
clearInterval(keep);
parentPort.postMessage('worker woke ' + v);
// the main thread's async waiter has waited from the start
Atomics.store(ia, 1, 7);
parentPort.postMessage('notified main ' + Atomics.notify(ia, 1));
parentPort.postMessage('sync next');
parentPort.postMessage('worker sync ' + Atomics.wait(ia, 2, 0));
