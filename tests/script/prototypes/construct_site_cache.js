// `new F` caches F.prototype's root shape per function: every check that the
// cache stays valid (prototype replaced, not an object, a class, a returned
// object, a prototype that gains properties, a different new.target).
function Vec(x, y) { this.x = x; this.y = y; }
Vec.prototype.sum = function () { return this.x + this.y; };
var vs = [];
for (var i = 0; i < 4; i++) vs.push(new Vec(i, i * 10));
console.log(vs[3].sum(), vs[0] instanceof Vec, Object.keys(vs[2]).join());

var oldProto = Vec.prototype;
Vec.prototype = { sum: function () { return -1; } };
var w = new Vec(1, 2);
console.log(w.sum(), vs[1].sum(), Object.getPrototypeOf(w) === Vec.prototype, w instanceof Vec, vs[1] instanceof Vec);
Vec.prototype = oldProto;
console.log(new Vec(5, 6).sum());

oldProto.extra = "late";
console.log(new Vec(0, 0).extra, vs[0].extra);

function P() { this.a = 1; }
P.prototype = 42;
for (var i = 0; i < 2; i++) {
  var p = new P();
  console.log(Object.getPrototypeOf(p) === Object.prototype, p.a);
}
P.prototype = null;
console.log(Object.getPrototypeOf(new P()) === Object.prototype);

function R(flag) { this.lost = true; if (flag) return { made: 1 }; return 7; }
for (var i = 0; i < 2; i++) console.log(JSON_s(new R(true)), JSON_s(new R(false)));
function JSON_s(o) { return Object.keys(o).join() + ":" + Object.getPrototypeOf(o).constructor.name; }

class A { constructor(v) { this.v = v; } get twice() { return this.v * 2; } }
class B extends A { constructor(v) { super(v + 1); this.b = true; } }
for (var i = 0; i < 3; i++) {
  var a = new A(i), b = new B(i);
  console.log(a.twice, b.twice, b.b, b instanceof A, Object.getPrototypeOf(b) === B.prototype);
}

// the same constructor with different shapes of `this` growth
function Grow(n) { for (var k = 0; k < n; k++) this["p" + k] = k; }
for (var i = 0; i < 4; i++) console.log(Object.keys(new Grow(i * 3)).length);
var many = new Grow(40);
console.log(many.p39, Object.keys(new Grow(2)).join());

// prototype is non-writable: still data, still cached
function NW() { this.z = 1; }
Object.defineProperty(NW, "prototype", { writable: false });
for (var i = 0; i < 2; i++) console.log(new NW().z, Object.getPrototypeOf(new NW()) === NW.prototype);

// one function object shared by two closures of the same code
function factory() { return function Made(q) { this.q = q; }; }
var M1 = factory(), M2 = factory();
var m1 = new M1(1), m2 = new M2(2);
console.log(m1 instanceof M1, m1 instanceof M2, m2 instanceof M2, m2.q, M1.prototype !== M2.prototype);

try { new (() => 1)(); } catch (e) { console.log(e.constructor.name, e.message); }
var obj = { meth() {} };
try { new obj.meth(); } catch (e) { console.log(e.constructor.name, e.message); }
// expect: 33 true x,y
// expect: -1 11 true true false
// expect: 11
// expect: late late
// expect: true 1
// expect: true 1
// expect: true
// expect: made:Object lost:R
// expect: made:Object lost:R
// expect: 0 2 true true true
// expect: 2 4 true true true
// expect: 4 6 true true true
// expect: 0
// expect: 3
// expect: 6
// expect: 9
// expect: 39 p0,p1
// expect: 1 true
// expect: 1 true
// expect: true false true 2 true
// expect: TypeError (intermediate value) is not a constructor
// expect: TypeError obj.meth is not a constructor
