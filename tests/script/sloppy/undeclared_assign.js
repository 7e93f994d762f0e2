// Assigning an undeclared name creates a global property in sloppy code
// and is a ReferenceError in strict code.
function f() { implicitGlobal = 42; }
f();
console.log(implicitGlobal, globalThis.implicitGlobal, Object.getOwnPropertyDescriptor(globalThis, "implicitGlobal").configurable);
function g() { "use strict"; try { undeclaredStrict = 1; } catch (e) { console.log(e.name + ": " + e.message); } }
g();
console.log(typeof undeclaredStrict);
console.log(delete globalThis.implicitGlobal, typeof implicitGlobal);
// expect: 42 42 true
// expect: ReferenceError: undeclaredStrict is not defined
// expect: undefined
// expect: true undefined
