// Top-level await: a graph waits for its async modules in the spec's order
// (a dependency first, siblings that do not wait run synchronously), a
// cycle with an await, a rejection reaching import(), and for await.
import { b } from './lib/tla_b.mjs';
import { c } from './lib/tla_c.mjs';
import { one, } from './lib/tla_cyc1.mjs';
import { readOne } from './lib/tla_cyc2.mjs';
console.log('main:', b, c, one, readOne());
const ticks = [];
Promise.resolve().then(() => ticks.push('tick'));
await 0;
console.log('after await 0:', ticks);
for await (const v of [Promise.resolve(1), 2]) console.log('for await', v);
try {
  await import('./lib/tla_dep_of_reject.mjs');
} catch (e) {
  console.log(e.name, e.message);
}
try {
  await import('./lib/tla_reject.mjs');
} catch (e) {
  console.log('again:', e.message);
}
const ns = await import('./lib/tla_a.mjs');
console.log(ns.a);
export {};
// expect: a: start
// expect: c: sync
// expect: cyc2: runs first
// expect: cyc1: before await
// expect: a: after await
// expect: cyc1: done, two is two
// expect: b: runs after a, sees A
// expect: main: B C one one
// expect: after await 0: [ 'tick' ]
// expect: for await 1
// expect: for await 2
// expect: RangeError rejected after an await
// expect: again: rejected after an await
// expect: A
