// node:async_hooks from an ES module: the context through top-level await and an async generator.
import { AsyncLocalStorage } from 'node:async_hooks';
const als = new AsyncLocalStorage({ defaultValue: 'default' });
console.log(als.getStore());
async function* gen() {
  yield als.getStore();
  await null;
  yield als.getStore();
}
await als.run('req-1', async () => {
  for await (const v of gen()) console.log('gen', v);
  await Promise.all([1, 2].map(async (i) => { await null; console.log('all', i, als.getStore()); }));
});
console.log('after', als.getStore());
{
  using scope = als.withScope('scoped');
  console.log('scope', als.getStore());
}
console.log('disposed', als.getStore());
// expect: default
// expect: gen req-1
// expect: gen req-1
// expect: all 1 req-1
// expect: all 2 req-1
// expect: after default
// expect: scope scoped
// expect: disposed default
