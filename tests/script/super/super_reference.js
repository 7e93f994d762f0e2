// A super property reference: super[k] += v, super[k]++ and super.x op= v
// read and store through one base (the home object's prototype when the
// reference is made) and write to `this`. (How often an object key is
// converted is left out: the spec converts it once, V8 twice.)

var p1 = { p: "p1", q: 1, n: 10 }, p2 = { p: "p2", q: 100, n: 1000 };
var conversions = 0;
var obj = {
  __proto__: p1,
  // the base is taken after the key expression...
  afterKey() { return super[(Object.setPrototypeOf(obj, p2), "p")]; },
  // ...and before ToPropertyKey
  beforeToKey() { return super[{ toString() { conversions++; Object.setPrototypeOf(obj, p2); return "p"; } }]; },
  // a compound assignment keeps its base while the right side runs
  compound() { return super.q += (Object.setPrototypeOf(obj, p2), 1); },
  compoundIndex(k) { return super[k] *= (Object.setPrototypeOf(obj, p2), 3); },
  logical(k) { return super[k] ??= (Object.setPrototypeOf(obj, p2), "set"); },
  inc(k) { return [super[k]++, ++super[k], super[k]--, --super[k]]; },
  keyObject() { return super[{ toString() { return "n"; } }] += 5; },
};
function reset() { Object.setPrototypeOf(obj, p1); for (const k of ["p", "q", "n", "m"]) delete obj[k]; conversions = 0; }

reset(); console.log(obj.afterKey());
reset(); console.log(obj.beforeToKey(), conversions);
reset(); console.log(obj.compound(), obj.q, p1.q, p2.q);
reset(); console.log(obj.compoundIndex("n"), obj.n, p1.n);
reset(); console.log(obj.logical("m"), obj.m, p1.m, p2.m);
reset(); console.log(obj.inc("n"), obj.n, p1.n);
reset(); console.log(obj.keyObject(), obj.n);

// in classes: getters and setters on the parent run with `this`
class A {
  get v() { return this._v ?? 0; }
  set v(x) { this._v = x; }
}
class B extends A {
  bump(k) { super[k] += 2; super[k]++; ++super[k]; return [super[k]--, this._v, this.v]; }
  viaArrow(k) { const f = () => (super[k] -= 10); return [f(), this.v]; }
  static s(k) { super[k] = 1; return [Object.hasOwn(this, k), this[k]]; }
}
const b = new B();
console.log(b.bump("v"), b.v);
console.log(b.viaArrow("v"));
console.log(B.s("w"));

// a null base: the key is converted for the message, nothing is written
const nul = { __proto__: null, m(k) { return super[k] += 1; }, u(k) { return super[k]++; } };
try { nul.m("a"); } catch (e) { console.log(e.constructor.name, e.message); }
try { nul.u(Symbol.iterator); } catch (e) { console.log(e.constructor.name, e.message); }

// before super() in a derived constructor, `this` is checked first
class C extends A {
  constructor(k) {
    try { super[k] += 1; } catch (e) { console.log(e.constructor.name); }
    try { super[k]++; } catch (e) { console.log(e.constructor.name); }
    super();
    super[k] += 1;
    console.log(this.v);
  }
}
new C("v");
// expect: p2
// expect: p1 1
// expect: 2 2 1 100
// expect: 30 30 10
// expect: set set undefined undefined
// expect: [ 10, 11, 10, 9 ] 9 10
// expect: 15 15
// expect: [ 4, 3, 3 ] 3
// expect: [ -7, -7 ]
// expect: [ true, 1 ]
// expect: TypeError Cannot read properties of null (reading 'a')
// expect: TypeError Cannot read properties of null (reading 'Symbol(Symbol.iterator)')
// expect: ReferenceError
// expect: ReferenceError
// expect: 1
