// A sloppy function's this: undefined/null become globalThis, primitives are
// boxed (once per call); a strict function sees the value as passed.
function t() { return this; }
console.log(t() === globalThis, t.call(null) === globalThis, t.apply(undefined) === globalThis);
console.log(typeof t.call(5), t.call(5) instanceof Number, t.call("s").length, typeof t.call(Symbol.iterator));
console.log(Reflect.apply(t, true, []) instanceof Boolean, [1].map(t)[0] === globalThis, [1].map(t, 2)[0] instanceof Number);
function same() { return this === this && typeof this; }
console.log(same.call(1));
function* g() { yield this; }
console.log(g().next().value === globalThis, g.call(3).next().value instanceof Number);
async function af() { return this; }
const bound = t.bind(7);
console.log(typeof bound(), bound() instanceof Number);
Number.prototype.kind = function () { return typeof this; };
console.log((5).kind());
Object.defineProperty(Number.prototype, "getterKind", { get() { return typeof this; } });
console.log((5).getterKind);
function arrows() { return (() => this)(); }
console.log(arrows() === globalThis, typeof arrows.call("x"));
const obj = { m() { return this; }, n: function () { return typeof this; } };
console.log(obj.m() === obj, obj.n.call(undefined));
function s() { "use strict"; return this; }
console.log(s(), s.call(5), s.call(null), typeof s.call("x"));
function sArrow() { "use strict"; return (() => this)(); }
console.log(sArrow.call(4));
class C { m() { return this; } static sm() { return this; } }
console.log(C.prototype.m.call(undefined), C.prototype.m.call(1));
function ctor() { this.x = 1; }
console.log(new ctor().x);
af().then((v) => console.log("async", v === globalThis));
// expect: true true true
// expect: object true 1 object
// expect: true true true
// expect: object
// expect: true true
// expect: object true
// expect: object
// expect: object
// expect: true object
// expect: true object
// expect: undefined 5 null string
// expect: 4
// expect: undefined 1
// expect: 1
// expect: async true
