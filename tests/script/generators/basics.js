// Generator basics: next() values, yield as an expression, parameters, this, arguments, closures.
"use strict";
function* count(from, to = from + 2) {
  for (let i = from; i <= to; i++) yield i;
  return "end";
}
const c = count(5);
console.log(c.next(), c.next(), c.next(), c.next(), c.next());

function* echo() {
  let got = yield "first";
  while (got !== "stop") got = yield "got " + got;
  return got.length;
}
const e = echo();
console.log(e.next("ignored").value, e.next("a").value, e.next(1).value, JSON.stringify(e.next("stop")));

function* args() { yield arguments.length; yield [...arguments].join("+"); yield this; }
const a = args.call("self", 1, 2, 3);
console.log(a.next().value, a.next().value, a.next().value);

function* expr() {
  const arr = [yield 1, yield 2];
  const obj = { x: yield 3, y: 10 + (yield 4) };
  console.log(arr, obj, `${yield 5}!`);
  return (yield 6) * 2;
}
const x = expr();
let r = x.next();
for (let i = 0; !r.done; i++) { console.log(r.value); r = x.next(i * 10); }
console.log(r);

// yield without an argument; yield in conditions and calls
function* misc() { const v = yield; if (yield v) yield "t"; else yield "f"; console.log(Math.max(yield, yield)); }
const m = misc();
console.log(m.next(), m.next(7), m.next(0), m.next(), m.next(3), m.next(9));

// closures over generator locals keep working across suspension
function* counter() { let n = 0; const inc = () => ++n; while (true) yield inc(); }
const k = counter();
k.next(); k.next();
console.log(k.next().value);

// each call is a fresh generator; a finished one stays finished
const f1 = count(1, 1), f2 = count(1, 1);
console.log(f1.next().value, f2.next().value, f1.next().done, f1.next().done, f2.next().value);

// generators recursing through yield*: an in-order tree walk
function* walk(t) { if (t) { yield* walk(t.l); yield t.v; yield* walk(t.r); } }
const tree = { v: 4, l: { v: 2, l: { v: 1 }, r: { v: 3 } }, r: { v: 6, l: { v: 5 }, r: { v: 7 } } };
console.log([...walk(tree)].join(","));

// a generator expression and a named one referring to itself
const ge = function* fact(n) { if (n > 1) yield* fact(n - 1); yield n; };
console.log([...ge(5)], ge.name, count.length, ge.length);
// expect: { value: 5, done: false } { value: 6, done: false } { value: 7, done: false } { value: 'end', done: true } { value: undefined, done: true }
// expect: first got a got 1 {"value":4,"done":true}
// expect: 3 1+2+3 self
// expect: 1
// expect: 2
// expect: 3
// expect: 4
// expect: 5
// expect: [ 0, 10 ] { x: 20, y: 40 } 40!
// expect: 6
// expect: { value: 100, done: true }
// expect: 9
// expect: { value: undefined, done: false } { value: 7, done: false } { value: 'f', done: false } { value: undefined, done: false } { value: undefined, done: false } { value: undefined, done: true }
// expect: 3
// expect: 1 1 true true end
// expect: 1,2,3,4,5,6,7
// expect: [ 1, 2, 3, 4, 5 ] fact 1 1
