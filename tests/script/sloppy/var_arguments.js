// `var arguments` names the arguments object unless a parameter or a
// function of that name takes it; the arguments object's length is a
// writable, configurable, non-enumerable data property in both modes.
function a1(x) { var arguments; return [typeof arguments, arguments.length, arguments[0]]; }
console.log(a1(1, 2));
function a2(x) { var arguments = 5; return [arguments, x]; }
console.log(a2(1));
function a3(x) { var arguments; arguments = [9]; return [arguments[0], x]; }
console.log(a3(1));
function a4(x) { var arguments; x = 7; return arguments[0]; }
console.log(a4(1));
function a5() { var arguments; return () => arguments.length; }
console.log(a5(1, 2, 3)());
function a6(arguments) { var arguments; return arguments; }
console.log(a6('param'));
function a7() { var arguments; function arguments() {} return typeof arguments; }
console.log(a7());
function ln() { return Object.getOwnPropertyDescriptor(arguments, 'length'); }
console.log(ln(1, 2));
function lns() { 'use strict'; return Object.getOwnPropertyDescriptor(arguments, 'length'); }
console.log(lns(1, 2));
function setLen() { arguments.length = 10; return [arguments.length, Object.keys(arguments)]; }
console.log(setLen(1));
// expect: [ 'object', 2, 1 ]
// expect: [ 5, 1 ]
// expect: [ 9, 1 ]
// expect: 7
// expect: 3
// expect: param
// expect: function
// expect: { value: 2, writable: true, enumerable: false, configurable: true }
// expect: { value: 2, writable: true, enumerable: false, configurable: true }
// expect: [ 10, [ '0' ] ]
