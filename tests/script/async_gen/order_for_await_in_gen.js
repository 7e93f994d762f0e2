// An async generator that yields from inside a for await loop: return()
// while it is suspended there closes the inner iterator (awaiting its
// return()) before the outer return() settles; interleaved with a chain.
function src() {
  let i = 0;
  return {
    [Symbol.asyncIterator]() { return this; },
    next() { return { value: i++, done: false }; },
    return() { console.log('src return()'); return Promise.resolve({ done: true }); },
  };
}
async function* g() {
  try {
    for await (const x of src()) {
      try { yield x; } finally { console.log('inner finally', x); }
    }
  } finally {
    console.log('outer finally');
  }
}
(async () => {
  const it = g();
  console.log(await it.next());
  console.log(await it.next());
  const p = it.return('stop');
  console.log('return requested');
  const q = it.next();
  console.log(await p, await q);
})();
let t = 0;
(function tick() { if (t < 12) { console.log('tick', ++t); Promise.resolve().then(tick); } })();
// expect: tick 1
// expect: tick 2
// expect: tick 3
// expect: { value: 0, done: false }
// expect: inner finally 0
// expect: tick 4
// expect: tick 5
// expect: tick 6
// expect: { value: 1, done: false }
// expect: return requested
// expect: tick 7
// expect: inner finally 1
// expect: src return()
// expect: tick 8
// expect: outer finally
// expect: tick 9
// expect: tick 10
// expect: { value: 'stop', done: true } { value: undefined, done: true }
// expect: tick 11
// expect: tick 12
