// The name of a named function expression is an immutable binding of the
// function itself: sloppy code ignores an assignment to it, strict code throws.
const f = function fe() { fe = 1; fe += 1; fe++; return typeof fe; };
console.log(f());
const g = function ge() { return (() => { ge = 3; return typeof ge; })(); };
console.log(g());
const h = function he() { "use strict"; try { he = 1; } catch (e) { return e.name + ": " + e.message; } };
console.log(h());
const k = function ke() { "use strict"; return (() => { try { ke = 3; } catch (e) { return e.message; } })(); };
console.log(k());
// a var or parameter of the same name shadows it and is assignable
const v = function ve() { var ve = 2; ve = 3; return ve; };
const p = function pe(pe) { pe = 4; return pe; };
console.log(v(), p());
// the binding lives outside the function's own scope: a sloppy function
// nested in a strict one is strict too
const outer = function oe() { "use strict"; return function () { try { oe = 1; } catch (e) { return e.message; } }(); };
console.log(outer());
// expect: function
// expect: function
// expect: TypeError: Assignment to constant variable.
// expect: Assignment to constant variable.
// expect: 3 4
// expect: Assignment to constant variable.
