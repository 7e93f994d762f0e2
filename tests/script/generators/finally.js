// return() and try/finally inside generators.
"use strict";
function* g() {
  try {
    yield 1;
    yield 2;
  } finally {
    console.log("cleanup");
  }
  yield "after";
}
let it = g();
console.log(it.next());
console.log(it.return("early"));
console.log(it.next());

// return() on a generator that has not started: no body runs
it = g();
console.log(it.return(5), it.next());
// return() on a finished generator
it = g();
[...it];
console.log(it.return("x"));
// return() with no argument
it = g(); it.next();
console.log(it.return());

// a yield inside finally during return(): the return waits, then completes
function* h() {
  try { yield "body"; } finally { yield "in finally"; console.log("finally done"); }
}
it = h();
console.log(it.next(), it.return("R"), it.next(), it.next());

// a return in finally overrides return()'s value; a throw in finally replaces it
function* k() { try { yield 1; } finally { return "from finally"; } }
it = k(); it.next();
console.log(it.return("ignored"));
function* t() { try { yield 1; } finally { throw new Error("finally throws"); } }
it = t(); it.next();
try { it.return(1); } catch (e) { console.log("caught:", e.message); }
console.log(it.next());

// nested try/finally blocks all run, innermost first; catch blocks do not
function* nest() {
  try {
    try { yield "deep"; } catch (e) { console.log("never", e); } finally { console.log("inner"); }
  } finally { console.log("outer"); }
}
it = nest(); it.next();
console.log(it.return(0));

// return() from inside a for-of over another generator closes that one too
function* src() { try { yield 1; yield 2; } finally { console.log("src closed"); } }
function* loop() { for (const v of src()) { try { yield v; } finally { console.log("loop body", v); } } }
it = loop();
console.log(it.next());
console.log(it.return("stop"));

// finally on normal completion and on a break out of a loop with yields
function* brk() {
  for (let i = 0; ; i++) {
    try { if (i === 2) break; yield i; } finally { console.log("iteration", i); }
  }
  return "broke";
}
console.log([...brk()]);
it = brk();
console.log(it.next(), it.next(), it.next(), it.next());
// expect: { value: 1, done: false }
// expect: cleanup
// expect: { value: 'early', done: true }
// expect: { value: undefined, done: true }
// expect: { value: 5, done: true } { value: undefined, done: true }
// expect: cleanup
// expect: { value: 'x', done: true }
// expect: cleanup
// expect: { value: undefined, done: true }
// expect: finally done
// expect: { value: 'body', done: false } { value: 'in finally', done: false } { value: 'R', done: true } { value: undefined, done: true }
// expect: { value: 'from finally', done: true }
// expect: caught: finally throws
// expect: { value: undefined, done: true }
// expect: inner
// expect: outer
// expect: { value: 0, done: true }
// expect: { value: 1, done: false }
// expect: loop body 1
// expect: src closed
// expect: { value: 'stop', done: true }
// expect: iteration 0
// expect: iteration 1
// expect: iteration 2
// expect: [ 0, 1 ]
// expect: iteration 0
// expect: iteration 1
// expect: iteration 2
// expect: { value: 0, done: false } { value: 1, done: false } { value: 'broke', done: true } { value: undefined, done: true }
