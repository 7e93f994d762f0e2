// %IteratorPrototype%[Symbol.dispose] calls return(); the async one awaits it
const it = [1, 2, 3][Symbol.iterator]();
console.log(typeof it[Symbol.dispose], it[Symbol.dispose].name, it[Symbol.dispose].length);
function* g() { try { yield 1; yield 2; } finally { console.log('generator closed'); } }
{
  using i = g();
  console.log(i.next().value);
}
const custom = Object.create(Iterator.prototype);
custom.return = function (...a) { console.log('return called with', a.length, 'args'); return {}; };
console.log(custom[Symbol.dispose]());
const noReturn = Object.create(Iterator.prototype);
console.log(noReturn[Symbol.dispose]());
const dd = Object.getOwnPropertyDescriptor(Iterator.prototype, Symbol.dispose);
console.log(dd.writable, dd.enumerable, dd.configurable);

async function* ag() { try { yield 1; } finally { console.log('async generator closed'); } }
async function main() {
  const AIP = Object.getPrototypeOf(Object.getPrototypeOf(Object.getPrototypeOf(ag())));
  console.log(typeof AIP[Symbol.asyncDispose], AIP[Symbol.asyncDispose].name, Reflect.ownKeys(AIP).map(String));
  {
    await using a = ag();
    console.log('first', (await a.next()).value);
  }
  const c = Object.create(AIP);
  c.return = async function (v) { console.log('async return got', v, 'args', arguments.length); return 'ignored'; };
  console.log('result', await c[Symbol.asyncDispose]());
  const bad = Object.create(AIP);
  bad.return = () => { throw new Error('sync throw'); };
  await bad[Symbol.asyncDispose]().catch((e) => console.log('rejected:', e.message));
  console.log('none', await Object.create(AIP)[Symbol.asyncDispose]());
}
main();
// expect: function [Symbol.dispose] 0
// expect: 1
// expect: generator closed
// expect: return called with 0 args
// expect: undefined
// expect: undefined
// expect: true false true
// expect: function [Symbol.asyncDispose] [ 'Symbol(Symbol.asyncIterator)', 'Symbol(Symbol.asyncDispose)' ]
// expect: first 1
// expect: async generator closed
// expect: async return got undefined args 1
// expect: result undefined
// expect: rejected: sync throw
// expect: none undefined
