// async function* declarations and expressions: await inside, yield values,
// the return value, arguments and this, and consumption by hand.
async function* count(n) {
  for (let i = 0; i < n; i++) {
    await null;
    yield i * 10;
  }
  return 'finished';
}
const expr = async function* named(a, b) {
  yield arguments.length;
  yield a + b;
  yield typeof named;
};
const obj = { base: 7, gen: async function* () { yield this.base; } };
(async () => {
  const it = count(3);
  console.log(await it.next());
  console.log(await it.next());
  console.log(await it.next());
  console.log(await it.next());
  console.log(await it.next());
  const e = expr(2, 3);
  console.log((await e.next()).value, (await e.next()).value, (await e.next()).value);
  console.log((await obj.gen().next()).value);
  const r = await count(0).next();
  console.log(r.value, r.done);
  const out = [];
  for await (const v of count(4)) out.push(v);
  console.log(out.join(','));
})();
// expect: { value: 0, done: false }
// expect: { value: 10, done: false }
// expect: { value: 20, done: false }
// expect: { value: 'finished', done: true }
// expect: { value: undefined, done: true }
// expect: 2 5 function
// expect: 7
// expect: finished true
// expect: 0,10,20,30
