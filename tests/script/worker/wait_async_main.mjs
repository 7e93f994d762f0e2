// Atomics.waitAsync across threads (runs under node too: worker_threads
// there, tarn:worker here). A worker's async waiter is resolved by the
// main thread's notify, through the worker's event loop; the main thread's
// async waiter is resolved by a worker's notify; one notify counts a sync
// waiter (the worker's Atomics.wait) and an async one (here) together.
// Only what is ordered is printed when it happens; the rest at the end.
const { Worker } = await import('tarn:worker').catch(() => import('node:worker_threads'));
const sab = new SharedArrayBuffer(16);
const ia = new Int32Array(sab);
const mine = Atomics.waitAsync(ia, 1, 0);
console.log('main waits', mine.async);
let both;
const w = new Worker(new URL('./wait_async_worker.mjs', import.meta.url).pathname, { workerData: sab });
w.on('message', (m) => {
  console.log(m);
  if (m === 'worker waits') {
    // its waiter was queued before it posted: one notify finds it
    console.log('notify worker', Atomics.notify(ia, 0));
  } else if (m === 'sync next') {
    both = Atomics.waitAsync(ia, 2, 0).value;
    // the worker is now (or soon) blocked in Atomics.wait on [2]: notify
    // until both waiters were woken, counting them
    let n = 0;
    while (n < 2) n += Atomics.notify(ia, 2);
    console.log('woke both', n);
  }
});
w.on('exit', async (c) => {
  console.log('exit', c);
  console.log('main woke', await mine.value, Atomics.load(ia, 1));
  console.log('main async', await both);
});
// expect: main waits true
// expect: worker waits
// expect: notify worker 1
// expect: worker woke ok
// expect: notified main 1
// expect: sync next
// expect: woke both 2
// expect: worker sync ok
// expect: exit 0
// expect: main woke ok 7
// expect: main async ok
