// Strict eval code keeps its vars to itself; a strict caller makes every
// direct eval strict. Sloppy eval code may create globals.
function sloppyCaller() { eval("'use strict'; var own = 1"); return typeof own; }
console.log(sloppyCaller());
function strictCaller() { 'use strict'; eval("var own2 = 1"); return typeof own2; }
console.log(strictCaller());
function strictAssign() { 'use strict'; var s = 1; eval("s = 2"); return s; }
console.log(strictAssign());
try { eval("'use strict'; undeclared_x = 1"); } catch (e) { console.log(e.name, e.message); }
function strictUndeclared() { 'use strict'; try { eval("undeclared_y = 1"); } catch (e) { return e.message; } }
console.log(strictUndeclared());
eval("sloppy_global = 7");
console.log(sloppy_global, delete globalThis.sloppy_global);
function strictDelete() { 'use strict'; try { eval("var d = 1; delete d"); } catch (e) { return e.name + ': ' + e.message; } }
console.log(strictDelete());
console.log(eval("(function(){ return this })()") === globalThis);
console.log(eval("'use strict'; (function(){ return this })()"));
// expect: undefined
// expect: undefined
// expect: 2
// expect: ReferenceError undeclared_x is not defined
// expect: undeclared_y is not defined
// expect: 7 true
// expect: SyntaxError: Delete of an unqualified identifier in strict mode.
// expect: true
// expect: undefined
