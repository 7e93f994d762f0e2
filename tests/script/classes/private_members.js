"use strict";
class Counter {
  #n = 0;
  static #instances = 0;
  #step = 1;
  constructor(step) { if (step) this.#step = step; Counter.#instances++; }
  inc() { this.#n += this.#step; return this; }
  get value() { return this.#n; }
  #double() { return this.#n * 2; }
  doubled() { return this.#double(); }
  post() { return [this.#n++, this.#n, ++this.#n]; }
  static count() { return Counter.#instances; }
  static #secret() { return "s" + this.#instances; }
  static reveal() { return Counter.#secret(); }
  get #pg() { return "pg" + this.#n; }
  set #pg(v) { this.#n = v; }
  usePg() { this.#pg = 40; return this.#pg; }
  static has(o) { return #n in o && #double in o && #pg in o; }
  swap(other) { [this.#n, other.#n] = [other.#n, this.#n]; }
  opt(o) { return o?.#n; }
  methodName() { return [this.#double.name, Object.getPrototypeOf(this) === Counter.prototype]; }
}
const c = new Counter(), d = new Counter(5);
console.log(c.inc().inc().value, d.inc().value, c.doubled(), c.post(), Counter.count(), Counter.reveal());
console.log(c.usePg(), Counter.has(c), Counter.has({}), c.opt(null), c.opt(d), c.methodName());
c.swap(d);
console.log(c.value, d.value);
console.log(c, Object.keys(c), Object.getOwnPropertyNames(c), { ...c }, Object.assign({}, c));
Object.freeze(c);
c.inc();
console.log(c.value, Object.isFrozen(c));
function factory() { return class { #v = 1; static read(o) { return o.#v; } }; }
const K1 = factory(), K2 = factory();
try { K1.read(new K2()); } catch (e) { console.log(e.constructor.name, e.message); }
console.log(K1.read(new K1()));
class Outer {
  #o = "outer";
  static Inner = class { read(x) { return x.#o; } };
}
console.log(new Outer.Inner().read(new Outer()));
class Base { greet() { return "base"; } }
class Sub extends Base { #g() { return super.greet() + "+sub"; } run() { return this.#g(); } }
console.log(new Sub().run());
class Fn { #f = () => this; check() { return this.#f() === this; } static #sf = function () {}; static n() { return Fn.#sf.name; } }
console.log(new Fn().check(), Fn.n());
// expect: 2 5 4 [ 2, 3, 4 ] 2 s2
// expect: pg40 true false undefined 5 [ '#double', true ]
// expect: 5 40
// expect: Counter {} [] [] {} {}
// expect: 6 true
// expect: TypeError Cannot read private member #v from an object whose class did not declare it
// expect: 1
// expect: outer
// expect: base+sub
// expect: true #sf
