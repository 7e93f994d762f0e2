// throw() into suspended generators.
"use strict";
function* g() {
  while (true) {
    try {
      const v = yield "waiting";
      console.log("received", v);
    } catch (e) {
      console.log("caught inside:", e instanceof Error ? e.message : e);
      yield "recovered";
    }
  }
}
const it = g();
console.log(it.next());
console.log(it.throw("oops"));
console.log(it.next("a"));
console.log(it.next("b"));
console.log(it.throw(new Error("second")).value);

// an uncaught throw() finishes the generator
function* plain() { yield 1; yield 2; }
let p = plain();
p.next();
try { p.throw(new TypeError("bad")); } catch (e) { console.log(e.name, e.message); }
console.log(p.next());

// throw() before the first next(): thrown straight back, the body never runs
p = plain();
try { p.throw("at start"); } catch (e) { console.log("start:", e); }
console.log(p.next());
// throw() on a finished generator throws the value
try { p.throw(42); } catch (e) { console.log("done:", e); }

// finally runs when a throw() passes through
function* fin() { try { yield 1; } finally { console.log("finally on throw"); } }
const f = fin(); f.next();
try { f.throw("x"); } catch (e) { console.log("rethrown", e); }

// an exception thrown by the body completes the generator
function* bad() { yield 1; null.x; }
const b = bad(); b.next();
try { b.next(); } catch (e) { console.log(e.constructor.name, e.message); }
console.log(b.next());

// catch with a binding pattern, nested handlers, a throw between two yields
function* nested() {
  try {
    try { yield 1; } catch ({ message }) { console.log("inner catch", message); throw new Error("re-" + message); }
  } catch (e) { yield e.message; }
  yield "end";
}
const n = nested(); n.next();
console.log(n.throw(new Error("e1")), n.next(), n.next());

// Generator is already running
function* self() { try { me.next(); } catch (e) { yield e.message; } }
const me = self();
console.log(me.next().value);
function* selfThrow() { yield me2.throw(1); }
const me2 = selfThrow();
try { me2.next(); } catch (e) { console.log(e instanceof TypeError, e.message); }
// expect: { value: 'waiting', done: false }
// expect: caught inside: oops
// expect: { value: 'recovered', done: false }
// expect: { value: 'waiting', done: false }
// expect: received b
// expect: { value: 'waiting', done: false }
// expect: caught inside: second
// expect: recovered
// expect: TypeError bad
// expect: { value: undefined, done: true }
// expect: start: at start
// expect: { value: undefined, done: true }
// expect: done: 42
// expect: finally on throw
// expect: rethrown x
// expect: TypeError Cannot read properties of null (reading 'x')
// expect: { value: undefined, done: true }
// expect: inner catch e1
// expect: { value: 're-e1', done: false } { value: 'end', done: false } { value: undefined, done: true }
// expect: Generator is already running
// expect: true Generator is already running
