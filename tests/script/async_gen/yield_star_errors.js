// yield* error paths: missing throw() closes the inner iterator and throws
// V8's TypeError; a non-object inner result; non-iterables; a sync iterator
// without throw() is closed by the async-from-sync wrapper, which rejects
// with a TypeError (ES2025). (A rejected return() value forwarded to the
// inner throw() is in yield_star_return_reject.js.)
const noThrow = {
  [Symbol.asyncIterator]() { return this; },
  next() { return { value: 1, done: false }; },
  return() { console.log('noThrow.return called'); return {}; },
};
const badResult = { [Symbol.asyncIterator]() { return { next() { return 42; } }; } };
async function* g1() { yield* noThrow; }
async function* g2() { yield* badResult; }
async function* nonIter() { yield* 5; }
async function* nullish() { yield* null; }
async function* badMethod() { yield* { [Symbol.asyncIterator]: 1 }; }
async function* badResultObj() { yield* { [Symbol.asyncIterator]() { return 1; } }; }
const closing = {
  [Symbol.iterator]() { return this; },
  next() { return { value: 1, done: false }; },
  return() { console.log('sync return called'); return {}; },
};
async function* syncNoThrow() { yield* closing; }
(async () => {
  const a = g1();
  await a.next();
  await a.throw(new Error('x')).catch(e => console.log(e.constructor.name, e.message));
  await g2().next().catch(e => console.log(e.constructor.name, e.message));
  for (const f of [nonIter, nullish, badMethod, badResultObj]) {
    await f().next().catch(e => console.log(f.name, e.constructor.name, e.message));
  }
  const s = syncNoThrow();
  await s.next();
  await s.throw('thrown into sync').catch(e => console.log('sync wrapper rejects with', e.constructor.name, e.message));
  console.log(await s.next());
})();
// expect: noThrow.return called
// expect: TypeError The iterator does not provide a 'throw' method.
// expect: TypeError Iterator result 42 is not an object
// expect: nonIter TypeError undefined is not a function
// expect: nullish TypeError Cannot read properties of null (reading 'Symbol(Symbol.asyncIterator)')
// expect: badMethod TypeError number 1 is not a function
// expect: badResultObj TypeError Result of the Symbol.asyncIterator method is not an object
// expect: sync return called
// expect: sync wrapper rejects with TypeError The iterator does not provide a 'throw' method.
// expect: { value: undefined, done: true }
