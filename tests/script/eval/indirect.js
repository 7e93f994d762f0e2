// Indirect eval runs in the global scope, whatever the caller.
var e = eval;
function ind() { var local = 1; return [e("typeof local"), (0, eval)("typeof local"), globalThis.eval("typeof local")]; }
console.log(ind());
console.log((0, eval)("var iv = 3; iv"), globalThis.iv, typeof iv);
console.log(Object.getOwnPropertyDescriptor(globalThis, 'iv'));
console.log(delete globalThis.iv, typeof globalThis.iv);
(0, eval)("function gfn() { return 'gfn' }");
console.log(gfn(), Object.getOwnPropertyDescriptor(globalThis, 'gfn').configurable);
(0, eval)("let notGlobal = 1; const alsoNot = 2");
console.log(typeof notGlobal, typeof alsoNot);
function strictCaller() { 'use strict'; return (0, eval)("var fromStrict = 1; this === globalThis"); }
console.log(strictCaller(), typeof fromStrict);
console.log((0, eval)("'use strict'; var strictVar = 1; typeof strictVar"), typeof strictVar);
const obj = { eval };
console.log(obj.eval("typeof obj"), eval?.("1 + 1"));
// expect: [ 'undefined', 'undefined', 'undefined' ]
// expect: 3 3 number
// expect: { value: 3, writable: true, enumerable: true, configurable: true }
// expect: true undefined
// expect: gfn true
// expect: undefined undefined
// expect: true number
// expect: number undefined
// expect: undefined 2
