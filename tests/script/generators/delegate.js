// yield*: delegation to generators and to any iterable, with next/throw/return forwarding.
"use strict";
function* inner() {
  const a = yield "i1";
  console.log("inner got", a);
  const b = yield "i2";
  console.log("inner got", b);
  return "inner result";
}
function* outer() {
  const r = yield* inner();
  console.log("yield* value:", r);
  yield* [1, 2];
  yield* "hé😀";
  yield* new Set(["s"]);
  yield* new Map([["k", "v"]]);
  return yield* (function* () { return "only a return"; })();
}
const o = outer();
let r;
while (!(r = o.next("sent")).done) console.log(r.value);
console.log(r);

// a custom iterator sees the values passed to next(), and its results are passed through as they are
const custom = {
  [Symbol.iterator]() {
    let n = 0;
    return {
      next(v) { n++; console.log("next(", v, ")"); return n < 3 ? { value: n, done: false, extra: "kept" } : { value: "fin", done: true }; },
      return(v) { console.log("return(", v, ")"); return { value: "ret:" + v, done: true }; },
      throw(e) { console.log("throw(", e, ")"); return { value: "handled " + e, done: false }; },
    };
  },
};
function* d() { const v = yield* custom; console.log("delegate result", v); }
let it = d();
console.log(it.next("x"));
console.log(it.next("y"));
console.log(it.next("z"));
it = d(); it.next();
console.log(it.throw("boom"));
console.log(it.return("bye"));
console.log(it.next());

// return() is forwarded to the inner generator, whose finally runs
function* withFinally() { try { yield 1; yield 2; } finally { console.log("inner finally"); } }
function* wrap() { try { yield* withFinally(); } finally { console.log("outer finally"); } }
it = wrap(); it.next();
console.log(it.return("R"));

// throw() is forwarded into the inner generator's catch
function* catcher() { try { yield 1; } catch (e) { console.log("inner caught", e); yield "after catch"; } }
function* wrap2() { yield* catcher(); yield "outer continues"; }
it = wrap2(); it.next();
console.log(it.throw("E"), it.next(), it.next());

// an iterator without throw(): it is closed, then a TypeError
const noThrow = {
  [Symbol.iterator]() { return { next() { return { value: 1, done: false }; }, return() { console.log("closed"); return {}; } }; },
};
function* nt() { yield* noThrow; }
it = nt(); it.next();
try { it.throw("x"); } catch (e) { console.log(e.constructor.name + ": " + e.message); }
// arrays have no throw() either
function* arr() { yield* [1, 2, 3]; }
it = arr(); it.next();
try { it.throw("y"); } catch (e) { console.log(e.message); }
it = arr(); it.next();
console.log(it.return(9), it.next());

// an iterator without return(): return() completes the outer generator directly
const noReturn = { [Symbol.iterator]() { return { next() { return { value: "nr", done: false }; } }; } };
function* nr() { try { yield* noReturn; } finally { console.log("outer finally nr"); } }
it = nr(); it.next();
console.log(it.return("direct"));

// a non-object iterator result is a TypeError
const badResult = { [Symbol.iterator]() { return { next() { return 1; } }; } };
try { [...(function* () { yield* badResult; })()]; } catch (e) { console.log(e.message); }
// a non-iterable operand
try { (function* () { yield* 5; })().next(); } catch (e) { console.log(e.constructor.name); }

// deep nesting
function* depth(n) { if (n === 0) { yield "bottom"; return 0; } return 1 + (yield* depth(n - 1)); }
it = depth(50);
console.log(it.next(), it.next());
// expect: i1
// expect: inner got sent
// expect: i2
// expect: inner got sent
// expect: yield* value: inner result
// expect: 1
// expect: 2
// expect: h
// expect: é
// expect: 😀
// expect: s
// expect: [ 'k', 'v' ]
// expect: { value: 'only a return', done: true }
// expect: next( undefined )
// expect: { value: 1, done: false, extra: 'kept' }
// expect: next( y )
// expect: { value: 2, done: false, extra: 'kept' }
// expect: next( z )
// expect: delegate result fin
// expect: { value: undefined, done: true }
// expect: next( undefined )
// expect: throw( boom )
// expect: { value: 'handled boom', done: false }
// expect: return( bye )
// expect: { value: 'ret:bye', done: true }
// expect: { value: undefined, done: true }
// expect: inner finally
// expect: outer finally
// expect: { value: 'R', done: true }
// expect: inner caught E
// expect: { value: 'after catch', done: false } { value: 'outer continues', done: false } { value: undefined, done: true }
// expect: closed
// expect: TypeError: The iterator does not provide a 'throw' method.
// expect: The iterator does not provide a 'throw' method.
// expect: { value: 9, done: true } { value: undefined, done: true }
// expect: outer finally nr
// expect: { value: 'direct', done: true }
// expect: Iterator result 1 is not an object
// expect: TypeError
// expect: { value: 'bottom', done: false } { value: 50, done: true }
