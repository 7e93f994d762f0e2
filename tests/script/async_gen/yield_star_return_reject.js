// tarn-only
// return(p) with p rejecting, on an async generator suspended in yield* over
// an iterator without return(): AsyncGeneratorUnwrapYieldResumption awaits p,
// and its rejection is a throw completion, which yield* hands to the inner
// throw(); the generator then resumes with throw()'s done value. node 26
// (V8 14) instead calls the inner next() with the rejection reason, as if
// the completion were normal, so this test is not run under node; node 20
// printed these lines.
const fwd = {
  [Symbol.asyncIterator]() { return this; },
  next(x) { console.log('next', x); return { value: 'v', done: false }; },
  throw(e) { console.log('inner throw got', e); return { value: 'inner done', done: true }; },
};
async function* g() { const r = yield* fwd; console.log('resumed with', r); return 'end'; }
(async () => {
  const c = g();
  console.log(await c.next());
  console.log(await c.return(Promise.reject('rejected value')));
  console.log(await c.next());
})();
// expect: next undefined
// expect: { value: 'v', done: false }
// expect: inner throw got rejected value
// expect: resumed with inner done
// expect: { value: 'end', done: true }
// expect: { value: undefined, done: true }
