let log = [];
const k = "dyn";
class A {
  x = 1;
  y = this.x + 1;
  [k] = "computed";
  [k + "2"];
  z;
  fn = function () {};
  ar = () => this.x;
  cl = class {};
  static s = 10;
  static t = this.s + 1;
  static { log.push("block " + this.t); }
  static [k + "S"] = "static computed";
  static u = A.s * 2;
  constructor(p = log.push("param")) { log.push("ctor " + this.x); }
}
const a = new A();
console.log(a, Object.keys(a), a.fn.name, a.ar.name, a.cl.name, a.ar.call(null));
console.log(A.s, A.t, A.dynS, A.u, log);
class B extends A {
  b = this.x * 100;
  constructor() { log.push("B before"); super(); log.push("B after " + this.b); }
}
log = [];
console.log(new B().b, log);
class C extends A { c = 3; }
console.log(new C().c, new C().x);
// expect: A {
// expect:   x: 1,
// expect:   y: 2,
// expect:   dyn: 'computed',
// expect:   dyn2: undefined,
// expect:   z: undefined,
// expect:   fn: [Function: fn],
// expect:   ar: [Function: ar],
// expect:   cl: [class cl]
// expect: } [
// expect:   'x',   'y',
// expect:   'dyn', 'dyn2',
// expect:   'z',   'fn',
// expect:   'ar',  'cl'
// expect: ] fn ar cl 1
// expect: 10 11 static computed 20 [ 'block 11', 'param', 'ctor 1' ]
// expect: 100 [ 'B before', 'param', 'ctor 1', 'B after 100' ]
// expect: 3 1
