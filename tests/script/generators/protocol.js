// Generators as iterables: for-of, spread, destructuring, Array.from, Map/Set, with return() on early exit.
"use strict";
function* nat() { let i = 0; try { while (true) yield i++; } finally { console.log("nat closed at", i); } }

for (const n of nat()) { if (n === 3) break; console.log("for-of", n); }
const [a, b, , c] = nat();
console.log(a, b, c);
const [first] = nat();
console.log(first);
const { 0: z } = [...(function* () { yield "spread"; })()];
console.log(z);
function take(n, it) { const out = []; for (const v of it) { if (out.length === n) break; out.push(v); } return out; }
console.log(take(4, nat()));
console.log(Array.from((function* () { yield 1; yield 2; })(), (x) => x * 10));
console.log(new Map((function* () { yield ["a", 1]; yield ["b", 2]; })()));
console.log(new Set((function* () { yield 1; yield 1; yield 2; })()));
console.log(Math.max(...(function* () { yield 3; yield 9; yield 4; })()));
console.log(Object.fromEntries((function* () { yield ["k", "v"]; })()));

// a throw in a for-of body closes the generator
try { for (const n of nat()) { if (n === 1) throw new Error("stop"); } } catch (e) { console.log(e.message); }
// return from inside a for-of body closes it too
function find() { for (const n of nat()) if (n * n > 10) return n; }
console.log(find());
// continue and labelled break
outer: for (const i of nat()) { for (const j of nat()) { if (j > i) continue outer; if (i === 2) break outer; console.log(i, j); } }

// the generator object is its own iterator
const g = nat();
console.log(g[Symbol.iterator]() === g);
g.return();

// a generator as a class's iterator
class Range {
  constructor(lo, hi) { this.lo = lo; this.hi = hi; }
  *[Symbol.iterator]() { for (let i = this.lo; i < this.hi; i++) yield i; }
}
console.log([...new Range(2, 6)], Array.from(new Range(0, 2)));

// lazy pipelines over infinite generators
function* map(it, f) { for (const v of it) yield f(v); }
function* filter(it, p) { for (const v of it) if (p(v)) yield v; }
function* takeG(it, n) { if (n <= 0) return; for (const v of it) { yield v; if (--n <= 0) return; } }
console.log([...takeG(filter(map(nat(), (x) => x * x), (x) => x % 2 === 1), 4)]);

// fibonacci, and a generator interleaving two others
function* fib() { let [x, y] = [0, 1]; for (;;) { yield x; [x, y] = [y, x + y]; } }
console.log(take(10, fib()).join(" "));
function* zip(p, q) { const ip = p[Symbol.iterator](), iq = q[Symbol.iterator](); for (;;) { const u = ip.next(), w = iq.next(); if (u.done || w.done) return; yield [u.value, w.value]; } }
console.log([...zip("abc", fib())]);

// result objects are ordinary objects; a replaced next() is what for-of calls
const res = nat().next();
res.extra = 1;
delete res.value;
console.log(res, Object.keys(nat().next()), nat().next().constructor === Object);
const patched = nat();
let calls = 0;
patched.next = function () { calls++; return calls > 2 ? { done: true } : { value: "p" + calls, done: false }; };
for (const v of patched) console.log(v);
const GP = Object.getPrototypeOf(Object.getPrototypeOf(nat()));
const origNext = GP.next;
GP.next = function (v) { const r = origNext.call(this, v); if (!r.done) r.value *= 100; return r; };
console.log(take(3, nat()));
GP.next = origNext;
console.log(take(2, nat()));
// expect: for-of 0
// expect: for-of 1
// expect: for-of 2
// expect: nat closed at 4
// expect: nat closed at 4
// expect: 0 1 3
// expect: nat closed at 1
// expect: 0
// expect: spread
// expect: nat closed at 5
// expect: [ 0, 1, 2, 3 ]
// expect: [ 10, 20 ]
// expect: Map(2) { 'a' => 1, 'b' => 2 }
// expect: Set(2) { 1, 2 }
// expect: 9
// expect: { k: 'v' }
// expect: nat closed at 2
// expect: stop
// expect: nat closed at 5
// expect: 4
// expect: 0 0
// expect: nat closed at 2
// expect: 1 0
// expect: 1 1
// expect: nat closed at 3
// expect: nat closed at 1
// expect: nat closed at 3
// expect: true
// expect: [ 2, 3, 4, 5 ] [ 0, 1 ]
// expect: nat closed at 8
// expect: [ 1, 9, 25, 49 ]
// expect: 0 1 1 2 3 5 8 13 21 34
// expect: [ [ 'a', 0 ], [ 'b', 1 ], [ 'c', 1 ] ]
// expect: { done: false, extra: 1 } [ 'value', 'done' ] true
// expect: p1
// expect: p2
// expect: nat closed at 4
// expect: [ 0, 100, 200 ]
// expect: nat closed at 3
// expect: [ 0, 1 ]
