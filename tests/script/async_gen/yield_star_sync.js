// yield* over a sync iterator goes through CreateAsyncFromSyncIterator:
// next() passes the sent value, return(v) reaches the sync return(v), a
// non-object result rejects, a sync generator's finally runs on return().
const s = {
  [Symbol.iterator]() { return this; },
  next(...a) { console.log('sync next', a.length, a[0]); return { value: Promise.resolve('sv'), done: false }; },
  return(v) { console.log('sync return', v); return { value: 'rv', done: true }; },
};
const bad = { [Symbol.iterator]() { return this; }, next() { return { value: 1, done: false }; }, return() { return 3; } };
function* sg() { try { yield 'a'; yield 'b'; } finally { console.log('sync generator finally'); } }
async function* over(it) { const r = yield* it; console.log('yield* gave', r); }
(async () => {
  let it = over(s);
  console.log(await it.next('first'));
  console.log(await it.next('second'));
  console.log(await it.return('stop'));
  it = over(bad);
  await it.next();
  await it.return(5).catch(e => console.log(e.constructor.name, e.message));
  it = over(sg());
  console.log(await it.next(), await it.return('early'), await it.next());
})();
// expect: sync next 1 undefined
// expect: { value: 'sv', done: false }
// expect: sync next 1 second
// expect: { value: 'sv', done: false }
// expect: sync return stop
// expect: { value: 'rv', done: true }
// expect: TypeError Iterator result 3 is not an object
// expect: sync generator finally
// expect: { value: 'a', done: false } { value: 'early', done: true } { value: undefined, done: true }
