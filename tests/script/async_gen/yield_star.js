// yield* over async generators, sync iterables (wrapped by
// CreateAsyncFromSyncIterator) and hand-written async iterators, with
// next/throw/return forwarded and the delegate's return value.
async function* inner() {
  const x = yield 'i1';
  console.log('inner got', x);
  yield 'i2';
  return 'inner result';
}
async function* outer() {
  const r = yield* inner();
  console.log('yield* gave', r);
  yield* [Promise.resolve('a1'), 'a2'];
  yield* (function* () { yield 's1'; return 'ignored'; })();
  yield* 'hi';
  return 'outer result';
}
const log = [];
const custom = {
  [Symbol.asyncIterator]() { return this; },
  i: 0,
  next(v) { log.push('next:' + v); return { value: 'c' + this.i++, done: this.i > 2 }; },
  throw(e) { log.push('throw:' + e); return Promise.resolve({ value: 'after throw', done: false }); },
  return(v) { log.push('return:' + v); return { value: 'custom return ' + v, done: true }; },
};
async function* viaCustom() {
  try {
    const r = yield* custom;
    console.log('custom gave', r);
  } finally {
    console.log('viaCustom finally');
  }
}
(async () => {
  const it = outer();
  let r = await it.next('first');
  while (!r.done) {
    console.log(r.value);
    r = await it.next('sent');
  }
  console.log('done with', r.value);
  const c = viaCustom();
  console.log(await c.next('x'));
  console.log(await c.throw('boom'));
  console.log(await c.return(Promise.resolve('bye')));
  console.log(await c.next());
  console.log(log.join(' '));
})();
// expect: i1
// expect: inner got sent
// expect: i2
// expect: yield* gave inner result
// expect: a1
// expect: a2
// expect: s1
// expect: h
// expect: i
// expect: done with outer result
// expect: { value: 'c0', done: false }
// expect: { value: 'after throw', done: false }
// expect: viaCustom finally
// expect: { value: 'custom return bye', done: true }
// expect: { value: undefined, done: true }
// expect: next:undefined throw:boom return:bye
