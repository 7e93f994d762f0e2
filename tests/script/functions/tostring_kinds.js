function add(a, b) { return a + b; }
class A { static s() { return 1; } m(x) { return x; } get g() { return 1; } set g(v) {} ["c" + 1]() {} 'q'() {} 5() {} }
const o = { m() {}, get x() { return 1; }, f: function () {}, a: (x) => x, b: x => x, async: 1, ["sym"]() {} };
console.log(add.toString());
console.log(String((x) => x * 2));
console.log(A.toString());
console.log(A.s.toString());
console.log(A.prototype.m.toString());
console.log(A.prototype.c1.toString(), A.prototype.q.toString(), A.prototype[5].toString());
console.log(o.m.toString(), o.f.toString(), o.a.toString(), o.b.toString());
console.log(o.sym.toString());
class B extends A { constructor() { super(); } }
console.log(B.toString());
console.log(class {}.toString(), (class Named { }).toString());
console.log(function named /*c*/ (a) /*d*/ {}.toString());
console.log(Math.max.toString(), [].push.toString(), Object.toString(), add.bind(null).toString());
console.log(`${add}`.length, add + "");
console.log((function () { return function inner() {}; })().toString());
function u() { return "héllo 😀"; }
console.log(u.toString(), (() => "ü").toString());
const fnToString = Object.getPrototypeOf(u).toString;
const viaCall = fnToString.call(u);
console.log(viaCall === String(u));
try { fnToString.call({}); } catch (e) { console.log(e.constructor.name, e.message); }
console.log(((a, b) => { return a; }).toString(), (async) => 1);
// expect: function add(a, b) { return a + b; }
// expect: (x) => x * 2
// expect: class A { static s() { return 1; } m(x) { return x; } get g() { return 1; } set g(v) {} ["c" + 1]() {} 'q'() {} 5() {} }
// expect: s() { return 1; }
// expect: m(x) { return x; }
// expect: ["c" + 1]() {} 'q'() {} 5() {}
// expect: m() {} function () {} (x) => x x => x
// expect: ["sym"]() {}
// expect: class B extends A { constructor() { super(); } }
// expect: class {} class Named { }
// expect: function named /*c*/ (a) /*d*/ {}
// expect: function max() { [native code] } function push() { [native code] } function Object() { [native code] } function () { [native code] }
// expect: 36 function add(a, b) { return a + b; }
// expect: function inner() {}
// expect: function u() { return "héllo 😀"; } () => "ü"
// expect: true
// expect: TypeError Function.prototype.toString requires that 'this' be a Function
// expect: (a, b) => { return a; } [Function (anonymous)]
