class P { get v() { return "pv"; } static sv() { return "psv"; } }
class C extends P {
  #m() { return "m"; }
  f = () => super.v;
  static g = () => super.sv();
  static { this.h = (() => super.sv())(); }
  t(o) { return [this.#m?.(), o?.#m(), !(#m in o), o && #m in o]; }
}
const c = new C();
console.log(c.f(), C.g(), C.h, c.t(c));
class A { static #x = 1; static get() { return this.#x; } }
class B extends A {}
try { B.get(); } catch (e) { console.log(e.message); }
console.log(A.get());
// expect: pv psv psv [ 'm', 'm', false, true ]
// expect: Cannot read private member #x from an object whose class did not declare it
// expect: 1
