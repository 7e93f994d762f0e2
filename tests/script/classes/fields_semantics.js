const log = [];
class P { set x(v) { log.push("setter " + v); } get base() { return "P.base"; } static sbase() { return "P.sbase"; } }
class Q extends P {
  x = 1
  get = 2
  set = 3
  static = 4
  async = 5
  viaSuper = super.base;
  nt = new.target;
  list = [];
  static sv = super.sbase();
  static arrow = () => this.name;
  'quoted key' = 6;
  42 = "num";
}
const q1 = new Q(), q2 = new Q();
console.log(q1, log, q1.list !== q2.list, Q.sv, Q.arrow());
class S {
  static { var v = 1; this.v = v; }
  static { this.w = typeof v; }
  static { const inner = () => this.v; this.fromArrow = inner(); }
}
console.log(S.v, S.w, S.fromArrow);
class T { a = (() => { throw new Error("in init"); })(); }
try { new T(); } catch (e) { console.log(e.message); }
function make(n) { return class { v = n; static n = n; }; }
console.log(new (make(1))().v, new (make(2))().v, make(3).n);
class U { x = this.constructor.name; static y = this.name; }
console.log(new U().x, U.y);
class V { f = 1; m() { return this.f; } }
console.log(new V().m(), Object.keys(V.prototype));
class W { static count = 0; constructor() { W.count++; } static make() { return new W(); } static first = W.make(); }
console.log(W.count, W.first instanceof W);
class X { "constructor"() { this.c = 1; } d = 2; }
console.log(new X());
class Y { x = 1; constructor() { return { other: true }; } }
console.log(new Y());
class Z extends Y { z = 9; }
console.log(new Z());
// expect: Q {
// expect:   '42': 'num',
// expect:   x: 1,
// expect:   get: 2,
// expect:   set: 3,
// expect:   static: 4,
// expect:   async: 5,
// expect:   viaSuper: 'P.base',
// expect:   nt: undefined,
// expect:   list: [],
// expect:   'quoted key': 6
// expect: } [] true P.sbase Q
// expect: 1 undefined 1
// expect: in init
// expect: 1 2 3
// expect: U U
// expect: 1 []
// expect: 1 true
// expect: X { d: 2, c: 1 }
// expect: { other: true }
// expect: { other: true, z: 9 }
