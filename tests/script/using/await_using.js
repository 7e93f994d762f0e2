// `await using`: async disposal, awaited in order, interleaved with other
// microtasks as the spec (and node) do
const log = (s) => console.log(s);
let t = 0;
const ticker = () => { const n = ++t; if (n < 12) Promise.resolve().then(() => { log('  tick ' + n); ticker(); }); };

async function main() {
  log('-- async resource');
  ticker();
  {
    await using a = { async [Symbol.asyncDispose]() { log('async dispose a'); } };
    await using b = { [Symbol.dispose]() { log('sync method of b'); } };
    log('body');
  }
  log('after block');
  t = 100;
  await new Promise((r) => setTimeout(r, 0));
  t = 0;
  log('-- null resources still await once');
  ticker();
  {
    await using n = null, u = undefined;
    log('body');
  }
  log('after null block');
  t = 100;
  await new Promise((r) => setTimeout(r, 0));
  t = 0;
  log('-- mixed using and await using');
  ticker();
  {
    using s1 = { [Symbol.dispose]() { log('sync s1'); } };
    await using n = null;
    using s2 = { [Symbol.dispose]() { log('sync s2'); } };
    log('body');
  }
  log('after mixed');
  t = 100;
  await new Promise((r) => setTimeout(r, 0));
  log('-- rejections aggregate');
  try {
    await using a = { [Symbol.asyncDispose]() { return Promise.reject(new Error('rejected a')); } };
    await using b = { async [Symbol.asyncDispose]() { throw new Error('thrown b'); } };
    throw new Error('body');
  } catch (e) {
    log(e.constructor.name + ' ' + e.error.message + ' / ' + e.suppressed.constructor.name + ' ' +
        e.suppressed.error.message + ' / ' + e.suppressed.suppressed.message);
  }
  log('-- errors at the declaration');
  for (const bad of [1, {}, { [Symbol.asyncDispose]: 1 }]) {
    try { await using x = bad; } catch (e) { log(e.message); }
  }
  log('-- for await using');
  for (await using r of [{ async [Symbol.asyncDispose]() { log('dispose r1'); } }, null]) log('iteration');
  for await (await using r of [Promise.resolve({ [Symbol.dispose]() { log('dispose awaited'); } })]) log('for await body');
  log('-- return');
  const f = async () => { await using x = { async [Symbol.asyncDispose]() { log('disposed before return'); } }; return 'value'; };
  log(await f());
}
main().then(() => log('done'));
// expect: -- async resource
// expect: body
// expect: sync method of b
// expect:   tick 1
// expect: async dispose a
// expect:   tick 2
// expect: after block
// expect:   tick 3
// expect: -- null resources still await once
// expect: body
// expect:   tick 1
// expect: after null block
// expect:   tick 2
// expect: -- mixed using and await using
// expect: body
// expect: sync s2
// expect:   tick 1
// expect: sync s1
// expect: after mixed
// expect:   tick 2
// expect: -- rejections aggregate
// expect: SuppressedError rejected a / SuppressedError thrown b / body
// expect: -- errors at the declaration
// expect: An object is expected with `using` declarations
// expect: Symbol(Symbol.dispose) is not a function
// expect: Symbol(Symbol.asyncDispose) is not a function
// expect: -- for await using
// expect: iteration
// expect: dispose r1
// expect: iteration
// expect: for await body
// expect: dispose awaited
// expect: -- return
// expect: disposed before return
// expect: value
// expect: done
