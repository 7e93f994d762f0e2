// Tick order of yield* across async generators, sync iterables and a
// hand-written async iterator, next to a promise chain and a second consumer.
async function* leaf(tag) { yield tag + 1; await null; yield tag + 2; return tag + 'R'; }
async function* mid() {
  const r = yield* leaf('L');
  console.log('mid got', r);
  yield* ['s1', Promise.resolve('s2')];
  yield* { [Symbol.asyncIterator]() { let i = 0; return { next: () => ({ value: 'h' + i, done: i++ > 1 }) }; } };
}
(async () => { for await (const v of mid()) console.log('A', v); console.log('A done'); })();
(async () => { for await (const v of leaf('B')) console.log('B', v); console.log('B done'); })();
let t = 0;
(function tick() { if (t < 16) { console.log('tick', ++t); Promise.resolve().then(tick); } })();
// expect: tick 1
// expect: tick 2
// expect: B B1
// expect: tick 3
// expect: A L1
// expect: tick 4
// expect: tick 5
// expect: B B2
// expect: tick 6
// expect: tick 7
// expect: A L2
// expect: B done
// expect: tick 8
// expect: tick 9
// expect: mid got LR
// expect: tick 10
// expect: tick 11
// expect: tick 12
// expect: A s1
// expect: tick 13
// expect: tick 14
// expect: tick 15
// expect: A s2
// expect: tick 16
// expect: A h0
// expect: A h1
// expect: A done
