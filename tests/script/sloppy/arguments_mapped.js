// Mapped arguments objects (sloppy functions with simple parameter lists) alias the
// parameters; strict functions and non-simple lists get unmapped ones; callee.
function f(a, b) { arguments[0] = 9; b = 7; return [a, arguments[1], arguments.length].join(); }
console.log(f(1, 2), f(1));
function g(a) { a = 5; return arguments[0]; }
console.log(g(1), g());
function h(a) { "use strict"; a = 5; return arguments[0]; }
console.log(h(1));
function d(a = 0) { a = 5; return arguments[0]; }
console.log(d(1));
function del(a) { delete arguments[0]; arguments[0] = 3; return a; }
console.log(del(1));
function acc(a) { Object.defineProperty(arguments, "0", { get() { return 42; } }); a = 2; return [a, arguments[0]].join(); }
console.log(acc(1));
function ro(a) { Object.defineProperty(arguments, "0", { value: 8, writable: false }); a = 2; return [a, arguments[0]].join(); }
console.log(ro(1));
function en(a) { Object.defineProperty(arguments, "0", { enumerable: false }); a = 2; arguments[0] = 4; return [a, arguments[0], Object.keys(arguments).length].join(); }
console.log(en(1));
function fr(a) { Object.freeze(arguments); a = 2; return [a, arguments[0]].join(); }
console.log(fr(1));
function cl(a) { return () => { a = 10; return arguments[0]; }; }
console.log(cl(1)());
function cl2(a) { arguments[0] = 11; return (function () { return a; })(); }
console.log(cl2(1));
function callee() { return arguments.callee === callee; }
console.log(callee());
function scallee() { "use strict"; try { return arguments.callee; } catch (e) { return e.constructor.name; } }
console.log(scallee());
function dup(a, a) { arguments[1] = 3; return a; }
console.log(dup(1, 2));
function fdecl(a) { function a() {} return typeof arguments[0]; }
console.log(fdecl(1));
function reassign(a) { arguments = 5; a = 6; return arguments; }
console.log(reassign(1));
function* gen(a) { yield arguments[0]; a = 3; yield arguments[0]; }
console.log([...gen(1)].join());
function outer() { arguments; return function () { return arguments[0]; }; }
console.log(outer('outer')('inner'));
function sealed(a) { Object.seal(arguments); a = 2; return arguments[0]; }
console.log(sealed(1));
function many(a, b, c) { arguments.length = 1; c = 3; return [arguments[2], c].join(); }
console.log(many(1, 2));
function spread(a, b) { a = 'x'; return [...arguments].join() + Array.prototype.slice.call(arguments).join(); }
console.log(spread(1, 2));
function inc(a) { a++; a += 2; return arguments[0]; }
console.log(inc(1));
function shift(a, b) { Array.prototype.shift.call(arguments); return [a, b, arguments.length].join(); }
console.log(shift(1, 2));
function strictBoth(a) { "use strict"; arguments[0] = 9; a = 5; return [a, arguments[0]].join(); }
console.log(strictBoth(1));
function restParams(a, ...r) { a = 2; return arguments[0]; }
console.log(restParams(1));
function pattern({ x }) { return arguments[0].x; }
console.log(pattern({ x: 1 }));
const o = { m(a) { a = 2; return arguments[0]; } };
console.log(o.m(1));
function calleeProps() { const d = Object.getOwnPropertyDescriptor(arguments, "callee"); return [typeof d.value, d.writable, d.enumerable, d.configurable].join(); }
console.log(calleeProps());
function strictCallee() { "use strict"; const d = Object.getOwnPropertyDescriptor(arguments, "callee"); return [typeof d.get, d.get === d.set, d.enumerable, d.configurable].join(); }
console.log(strictCallee());
function nested(a) { return (() => (() => { a = "deep"; return arguments[0]; })())(); }
console.log(nested(1));
function noArgs(a) { return function () { a = 3; return a; }(); }
console.log(noArgs(1));
// expect: 9,7,2 9,,1
// expect: 5 undefined
// expect: 1
// expect: 1
// expect: 1
// expect: 2,42
// expect: 2,8
// expect: 4,4,0
// expect: 2,1
// expect: 10
// expect: 11
// expect: true
// expect: TypeError
// expect: 3
// expect: function
// expect: 5
// expect: 1,3
// expect: inner
// expect: 2
// expect: ,3
// expect: x,2x,2
// expect: 4
// expect: 2,2,1
// expect: 5,9
// expect: 1
// expect: 1
// expect: 2
// expect: function,true,false,true
// expect: function,true,false,false
// expect: deep
// expect: 3
