// The async-from-sync wrapper (for await and yield* over a sync iterator)
// closes the sync iterator when a step's value rejects, on next and throw
// but not once done. (Array.fromAsync over such an iterable closes it once,
// as test262's sync-iterable-with-rejecting-thenable-closes.js checks; node 26
// calls return() twice there, so it is left out of this test.)
function iter(tag, values) {
  let i = 0;
  return {
    [Symbol.iterator]() { return this; },
    next() { return i < values.length ? { value: values[i++], done: false } : { value: undefined, done: true }; },
    return() { console.log(tag, 'return called'); return {}; },
  };
}
(async () => {
  try {
    for await (const x of iter('A', [1, Promise.reject(new Error('boom')), 3])) console.log('A got', x);
  } catch (e) { console.log('A caught', e.message); }
  // a thenable whose then throws: PromiseResolve fails synchronously
  const bad = { get then() { throw new Error('then getter'); } };
  try {
    for await (const x of iter('B', [bad])) console.log('B got', x);
  } catch (e) { console.log('B caught', e.message); }
  // yield* over a sync iterator: the same closing
  async function* g() { yield* iter('C', [Promise.reject('no')]); }
  await g().next().catch((e) => console.log('C rejected', e));
})();
// expect: A got 1
// expect: A return called
// expect: A caught boom
// expect: B return called
// expect: B caught then getter
// expect: C return called
// expect: C rejected no
