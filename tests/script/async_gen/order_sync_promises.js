// for await over a sync iterable of promises (CreateAsyncFromSyncIterator):
// each value is awaited; the ticks interleave with a promise chain.
const p1 = new Promise(r => setTimeout(() => r('late'), 5));
const items = [Promise.resolve(1), 2, p1, Promise.resolve(4)];
(async () => {
  for await (const v of items) console.log('v', v);
  console.log('loop done');
})();
let n = 0;
function tick() { if (n < 6) { console.log('tick', ++n); Promise.resolve().then(tick); } }
Promise.resolve().then(tick);
// expect: tick 1
// expect: v 1
// expect: tick 2
// expect: tick 3
// expect: v 2
// expect: tick 4
// expect: tick 5
// expect: tick 6
// expect: v late
// expect: v 4
// expect: loop done
