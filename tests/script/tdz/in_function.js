function f() { return y; }
try { f(); } catch (e) { console.log(e.name, e.message); }
let y = 2;
console.log(f());
// expect: ReferenceError Cannot access 'y' before initialization
// expect: 2
