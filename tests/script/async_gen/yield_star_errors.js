// yield* error paths: missing throw() closes the inner iterator and throws
// V8's TypeError; a non-object inner result; a rejected return() value is
// forwarded to the inner throw(); non-iterables.
const noThrow = {
  [Symbol.asyncIterator]() { return this; },
  next() { return { value: 1, done: false }; },
  return() { console.log('noThrow.return called'); return {}; },
};
const badResult = { [Symbol.asyncIterator]() { return { next() { return 42; } }; } };
const fwd = {
  [Symbol.asyncIterator]() { return this; },
  next() { return { value: 'v', done: false }; },
  throw(e) { console.log('inner throw got', e); return { value: 'inner done', done: true }; },
};
async function* g1() { yield* noThrow; }
async function* g2() { yield* badResult; }
async function* g3() { const r = yield* fwd; console.log('g3 resumed with', r); return 'g3 end'; }
async function* nonIter() { yield* 5; }
async function* nullish() { yield* null; }
async function* badMethod() { yield* { [Symbol.asyncIterator]: 1 }; }
async function* badResultObj() { yield* { [Symbol.asyncIterator]() { return 1; } }; }
async function* syncNoThrow() { yield* [1, 2]; }
(async () => {
  const a = g1();
  await a.next();
  await a.throw(new Error('x')).catch(e => console.log(e.constructor.name, e.message));
  await g2().next().catch(e => console.log(e.constructor.name, e.message));
  const c = g3();
  await c.next();
  console.log(await c.return(Promise.reject('rejected value')));
  for (const f of [nonIter, nullish, badMethod, badResultObj]) {
    await f().next().catch(e => console.log(f.name, e.constructor.name, e.message));
  }
  const s = syncNoThrow();
  await s.next();
  await s.throw('thrown into sync').catch(e => console.log('sync wrapper rejects with', e));
  console.log(await s.next());
})();
// expect: noThrow.return called
// expect: TypeError The iterator does not provide a 'throw' method.
// expect: TypeError Iterator result 42 is not an object
// expect: inner throw got rejected value
// expect: g3 resumed with inner done
// expect: { value: 'g3 end', done: true }
// expect: nonIter TypeError undefined is not a function
// expect: nullish TypeError Cannot read properties of null (reading 'Symbol(Symbol.asyncIterator)')
// expect: badMethod TypeError number 1 is not a function
// expect: badResultObj TypeError Result of the Symbol.asyncIterator method is not an object
// expect: sync wrapper rejects with thrown into sync
// expect: { value: undefined, done: true }
