// What eval returns: non-strings as they are, completion values, errors.
const o = {};
console.log(eval(5), eval(o) === o, eval(), eval(null), eval(new String("1+1")) instanceof String);
console.log(eval("1+2"), eval(""), eval(";"), eval("var zz = 1"), eval("1; var yy = 2;"));
console.log(eval("if (true) { 3 } else { 4 }"), eval("let ll = 5; ll"), typeof ll);
console.log(eval("x: for (var i = 0; i < 3; i++) { i * 2 }"));
console.log(eval("'abc'"), eval("({a: 1})"), eval("[1, 2]").length);
try { eval("a b"); } catch (e) { console.log(e instanceof SyntaxError, e.message); }
try { eval("return 1"); } catch (e) { console.log(e.name, e.message); }
try { eval("throw new RangeError('from eval')"); } catch (e) { console.log(e.name, e.message); }
try { (0, eval)("}"); } catch (e) { console.log(e.name, e.message); }
console.log(typeof eval, eval.name, eval.length, Object.getPrototypeOf(eval) === Function.prototype);
console.log(Object.getOwnPropertyDescriptor(globalThis, 'eval'));
try { new eval("1"); } catch (e) { console.log(e.name, e.message); }
// a local named eval is an ordinary function
function local() { const eval = (s) => 'local:' + s; return eval("1+1"); }
console.log(local());
// expect: 5 true undefined null true
// expect: 3 undefined undefined undefined 1
// expect: 3 5 undefined
// expect: 4
// expect: abc { a: 1 } 2
// expect: true Unexpected identifier 'b'
// expect: SyntaxError Illegal return statement
// expect: RangeError from eval
// expect: SyntaxError Unexpected token '}'
// expect: function eval 1 true
// expect: {
// expect:   value: [Function: eval],
// expect:   writable: true,
// expect:   enumerable: false,
// expect:   configurable: true
// expect: }
// expect: TypeError eval is not a constructor
// expect: local:1+1
