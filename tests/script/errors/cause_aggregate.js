// Error `cause`, AggregateError, V8's own-key order, and how inspect shows them
// (stacks are replaced so the printed text does not depend on the file's path).
function bare(e) { e.stack = `${e.name}: ${e.message}\n    at here (file.js:1:1)`; return e; }
const inner = bare(new TypeError("inner"));
const e = bare(new Error("outer", { cause: inner }));
console.log(e.cause === inner, Object.getOwnPropertyNames(e).join(), Object.keys(e).length);
console.log(Object.getOwnPropertyDescriptor(e, "cause").enumerable, "cause" in new Error("x", {}));
console.log(new Error("m", { cause: undefined }).hasOwnProperty("cause"), new Error("m", 5).hasOwnProperty("cause"));
console.log(e);
console.log({ wrapped: e, n: 1 });
const a = bare(new AggregateError([bare(new Error("x")), 2, "s"], "many", { cause: 1 }));
console.log(a.name, a.message, a.errors.length, Object.getOwnPropertyNames(a).join(), a.cause);
console.log(a instanceof AggregateError, a instanceof Error, Object.prototype.toString.call(a), String(a));
console.log(a);
const g = AggregateError(new Set([1, 2]));
console.log(g.errors, g.message === "", Object.getOwnPropertyNames(g).join());
console.log(AggregateError.length, AggregateError.name, AggregateError.prototype.name, AggregateError.prototype.message === "");
console.log(Object.getPrototypeOf(AggregateError) === Error, Object.getPrototypeOf(AggregateError.prototype) === Error.prototype);
class MyErr extends Error { constructor(m, o) { super(m, o); this.name = "MyErr"; } }
const m = bare(new MyErr("mine", { cause: "why" }));
console.log(m.cause, m);
function thrower() { throw new RangeError("r"); }
try { thrower(); } catch (err) { console.log(err.stack.split("\n")[0], err.stack.split("\n")[1].startsWith("    at thrower (/"), err.stack.split("\n")[1].endsWith("cause_aggregate.js:22:28)")); }
try { new AggregateError(); } catch (err) { console.log(err.name); }
// expect: true stack,message,cause 0
// expect: false false
// expect: true false
// expect: Error: outer
// expect:     at here (file.js:1:1) {
// expect:   [cause]: TypeError: inner
// expect:       at here (file.js:1:1)
// expect: }
// expect: {
// expect:   wrapped: Error: outer
// expect:       at here (file.js:1:1) {
// expect:     [cause]: TypeError: inner
// expect:         at here (file.js:1:1)
// expect:   },
// expect:   n: 1
// expect: }
// expect: AggregateError many 3 stack,message,cause,errors 1
// expect: true true [object Error] AggregateError: many
// expect: AggregateError: many
// expect:     at here (file.js:1:1) {
// expect:   [cause]: 1,
// expect:   [errors]: [
// expect:     Error: x
// expect:         at here (file.js:1:1),
// expect:     2,
// expect:     's'
// expect:   ]
// expect: }
// expect: [ 1, 2 ] true stack,errors
// expect: 2 AggregateError AggregateError true
// expect: true true
// expect: why MyErr: mine
// expect:     at here (file.js:1:1) {
// expect:   [cause]: 'why'
// expect: }
// expect: RangeError: r true true
// expect: TypeError
