class A { a = this.b; b = 1; c = "a" in {}; ['constructor'] = 5; static ['prototype2'] = 1; }
console.log(new A(), A.prototype2);
class B { static x = 1; static y = B.x + 1; static z = this.y + 1; }
console.log(B.x, B.y, B.z);
class Base { constructor() { this.fromBase = this.constructor.name; } }
class D extends Base { d = this.fromBase + "!"; }
console.log(new D());
const o = { f() { return class { v = this; }; } };
const K = o.f();
const k = new K();
console.log(k.v === k);
class M { static m() { return this.n; } static n = "static n"; }
console.log(M.m());
let i = 0;
class Cnt { id = ++i; }
console.log(new Cnt().id, new Cnt().id, i);
class G { get x() { return "getter"; } }
class H extends G { x = "field"; }
console.log(new H().x, Object.keys(new H()));
class Q { static #count = 0; static inc() { return ++Q.#count; } }
Q.inc(); console.log(Q.inc());
class R { #a = 1; static eq(x, y) { return x.#a === y.#a; } }
console.log(R.eq(new R(), new R()));
// expect: A { a: undefined, b: 1, c: false, constructor: 5 } 1
// expect: 1 2 3
// expect: D { fromBase: 'D', d: 'D!' }
// expect: true
// expect: static n
// expect: 1 2 2
// expect: field [ 'x' ]
// expect: 2
// expect: true
