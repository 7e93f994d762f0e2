// for await in async arrows and nested async functions; await and yield
// mixed in expressions inside an async generator.
const collect = async (it) => { const out = []; for await (const x of it) out.push(x); return out; };
async function* mixed() {
  const a = (yield await Promise.resolve(1)) + (await 10);
  yield [a, yield* (async function* () { yield 'inner'; return 'r'; })()];
  yield `${await 'tmpl'}-${typeof (yield 'in template')}`;
}
(async () => {
  console.log(await collect(mixed()));
  const it = mixed();
  console.log(await it.next(), await it.next(5), await it.next(), await it.next(), await it.next(), await it.next());
  console.log(await collect([1, Promise.resolve(2)]));
  const nested = async () => { const inner = async () => collect((async function* () { yield* [7, 8]; })()); return inner(); };
  console.log(await nested());
})();
// expect: [ 1, 'inner', [ NaN, 'r' ], 'in template', 'tmpl-undefined' ]
// expect: { value: 1, done: false } { value: 'inner', done: false } { value: [ 15, 'r' ], done: false } { value: 'in template', done: false } { value: 'tmpl-undefined', done: false } { value: undefined, done: true }
// expect: [ 1, 2 ]
// expect: [ 7, 8 ]
