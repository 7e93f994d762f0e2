// Control flow around yield: return/throw through finally with yields, switch, computed keys, operands.
"use strict";
function* a() { try { return 1; } finally { yield 2; console.log("after yield in finally"); } }
console.log([...a()], (() => { const i = a(); return [i.next(), i.next(), i.next()]; })());
function* b() { try { yield 1; } finally { return 9; } }
const ib = b(); ib.next(); console.log(ib.throw(new Error("x")));
function* c() { for (const x of [1, 2, 3]) { try { yield x; } catch (e) { console.log("c caught", e); } } }
const ic = c(); ic.next(); console.log(ic.throw("t1"), ic.throw("t2"), ic.next());
function* d() { const x = yield* c(); return x; }
const id = d(); id.next(); console.log(id.throw("fwd"), id.return("r"), id.next());
function* e() { let i = 0; while (true) { try { yield i++; } finally { if (i > 2) return "stopped"; } } }
const ie = e(); console.log(ie.next(), ie.return("a"), ie.next());
const ie2 = e(); ie2.next(); ie2.next(); ie2.next(); console.log(ie2.return("b"));
function* f() { switch (yield "s") { case 1: yield "one"; break; default: yield "other"; } }
const iff = f(); console.log(iff.next(), iff.next(1), iff.next(), iff.next());
function* g() { const o = { [yield "k"]: yield "v" }; return o; }
const ig = g(); console.log(ig.next(), ig.next("key"), ig.next("val"));
function* h() { yield (yield 1) + (yield 2); }
const ih = h(); console.log(ih.next(), ih.next(10), ih.next(20), ih.next());
function* k() { try { throw new Error("in try"); } catch (e) { yield e.message; } finally { yield "fin"; } }
console.log([...k()]);
// expect: after yield in finally
// expect: after yield in finally
// expect: [ 2 ] [
// expect:   { value: 2, done: false },
// expect:   { value: 1, done: true },
// expect:   { value: undefined, done: true }
// expect: ]
// expect: { value: 9, done: true }
// expect: c caught t1
// expect: c caught t2
// expect: { value: 2, done: false } { value: 3, done: false } { value: undefined, done: true }
// expect: c caught fwd
// expect: { value: 2, done: false } { value: 'r', done: true } { value: undefined, done: true }
// expect: { value: 0, done: false } { value: 'a', done: true } { value: undefined, done: true }
// expect: { value: 'stopped', done: true }
// expect: { value: 's', done: false } { value: 'one', done: false } { value: undefined, done: true } { value: undefined, done: true }
// expect: { value: 'k', done: false } { value: 'v', done: false } { value: { key: 'val' }, done: true }
// expect: { value: 1, done: false } { value: 2, done: false } { value: 30, done: false } { value: undefined, done: true }
// expect: [ 'in try', 'fin' ]
