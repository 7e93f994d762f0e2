// A class declaration's binding is mutable, like a let (only the class's
// inner name, seen from its own body, is immutable): at top level, in a
// function, in a block, and through a direct eval.
class K extends Object { self() { return K; } }
const k = K;
K = null;
console.log(K, k.name, k.prototype.self() === k);
class K2 {}
K2 = 1;
console.log(K2);
function f() { class L {} L = 2; eval('L = 3'); return L; }
console.log(f());
{ class M {} M = 4; console.log(M); }
class N { static reset() { try { N = 0; } catch (e) { return e.name + ': ' + e.message; } } }
console.log(N.reset(), typeof N);
// expect: null K true
// expect: 1
// expect: 3
// expect: 4
// expect: TypeError: Assignment to constant variable. function
