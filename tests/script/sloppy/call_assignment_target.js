// Annex B: in sloppy code a call may be the target of `=`, an arithmetic
// `op=`, `++`/`--` and a for-in/of head: the call runs, then the assignment
// is a ReferenceError, before the right side or any conversion. Logical
// assignments and destructuring targets stay early SyntaxErrors; code that
// never runs throws nothing. (Strict code's early SyntaxError is test262's:
// V8 throws the ReferenceError there too.)
function f() { console.log('f'); return { valueOf() { console.log('valueOf'); return 1; } }; }
function g() { console.log('g'); return 1; }
for (const t of ['f() = g()', 'f() += g()', 'f() **= g()', 'f()++', '--f()', '(f()) = g()',
                 'for (f() in [1]) {}', 'for (f() of [1, 2]) {}', 'for (f() in {}) {}', 'async() = 1',
                 'f() &&= g()', 'f() ??= g()', '[f()] = [1]', '({a: f()} = {a: 1})', 'if (0) f() = g(); "not run"']) {
  try { console.log(eval(t)); } catch (e) { console.log(t, '->', e.name + ': ' + e.message); }
}
function later() { return f() = g(); }
console.log(typeof later);
try { later(); } catch (e) { console.log(e.name, e.message); }
// expect: f
// expect: f() = g() -> ReferenceError: Invalid left-hand side in assignment
// expect: f
// expect: f() += g() -> ReferenceError: Invalid left-hand side in assignment
// expect: f
// expect: f() **= g() -> ReferenceError: Invalid left-hand side in assignment
// expect: f
// expect: f()++ -> ReferenceError: Invalid left-hand side expression in postfix operation
// expect: f
// expect: --f() -> ReferenceError: Invalid left-hand side expression in prefix operation
// expect: f
// expect: (f()) = g() -> ReferenceError: Invalid left-hand side in assignment
// expect: f
// expect: for (f() in [1]) {} -> ReferenceError: Invalid left-hand side in for-loop
// expect: f
// expect: for (f() of [1, 2]) {} -> ReferenceError: Invalid left-hand side in for-loop
// expect: undefined
// expect: async() = 1 -> ReferenceError: async is not defined
// expect: f() &&= g() -> SyntaxError: Invalid left-hand side in assignment
// expect: f() ??= g() -> SyntaxError: Invalid left-hand side in assignment
// expect: [f()] = [1] -> SyntaxError: Invalid destructuring assignment target
// expect: ({a: f()} = {a: 1}) -> SyntaxError: Invalid destructuring assignment target
// expect: not run
// expect: function
// expect: f
// expect: ReferenceError Invalid left-hand side in assignment
