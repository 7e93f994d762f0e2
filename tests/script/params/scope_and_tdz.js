let x = "outer";
function f(a = x, b = () => a) { let x = "inner"; return [a, b()]; }
console.log(f());
function g(a = 1) { var a; return a; }
console.log(g(), g(5));
function h(a = 1) { var a = 2; return a; }
console.log(h());
function k(a, b = a + 1, c = () => a + b) { return c(); }
console.log(k(1), k(1, 10));
try { (function (a = b, b) {})(); } catch (e) { console.log(e.constructor.name, e.message); }
try { (function (a = a) {})(); } catch (e) { console.log(e.constructor.name, e.message); }
console.log((function (a = b, b) { return a; })(1));
try { (function (a = () => b, c = a(), b = 1) {})(); } catch (e) { console.log(e.constructor.name, e.message); }
console.log((function (a = () => b, b = 2) { return a(); })());
console.log((function ({p, q = p}) { return q; })({p: 3}));
try { (function ({p = p}) {})({}); } catch (e) { console.log(e.constructor.name, e.message); }
function m(a = 1) { function a() { return 9; } return typeof a; }
console.log(m());
let y = "outer-y";
function o(a = y) { let y = 2; return a; }
console.log(o());
console.log(((a, b = a) => [a, b])(4));
function q(a = 1) { return arguments.length; }
console.log(q(), q(1, 2));
function r(a, [b] = [a]) { return b; }
console.log(r(7));
// expect: [ 'outer', 'outer' ]
// expect: 1 5
// expect: 2
// expect: 3 11
// expect: ReferenceError Cannot access 'b' before initialization
// expect: ReferenceError Cannot access 'a' before initialization
// expect: 1
// expect: ReferenceError Cannot access 'b' before initialization
// expect: 2
// expect: 3
// expect: ReferenceError Cannot access 'p' before initialization
// expect: function
// expect: outer-y
// expect: [ 4, 4 ]
// expect: 0 2
// expect: 7
