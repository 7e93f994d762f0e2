// A direct eval in parameter expressions: its vars live in the function's
// variable environment, outside the parameters, so later parameter
// expressions see them, a body var of the same name is another binding, and
// redeclaring a parameter is a SyntaxError (`arguments` too: test262's
// eval-code/direct; V8 does not always throw for it).
function b(p = eval("var y = 2")) { return y; }
console.log(b());
function c(p = eval("var y = 3"), q = () => y) { return q(); }
console.log(c());
function d(p = eval("var y = 4"), q = y) { var y; return [q, y]; }
console.log(d());
function e(p = eval("var z = 5"), q = eval("z + 1")) { return [z, q]; }
console.log(e());
function f2(a, p = eval("var a = 1")) { return a; }
try { f2(0); } catch (err) { console.log(err.name, err.message); }
function f3(a, p = eval("function a() {}")) { return a; }
try { f3(0); } catch (err) { console.log(err.name, err.message); }
const f5 = (p = eval("var w = 'param'")) => w;
console.log(f5());
function g() { const f6 = (p = eval("var v = 'in arrow'")) => v; return [f6(), typeof v]; }
console.log(g());
// expect: 2
// expect: 3
// expect: [ 4, undefined ]
// expect: [ 5, 6 ]
// expect: SyntaxError Identifier 'a' has already been declared
// expect: SyntaxError Identifier 'a' has already been declared
// expect: param
// expect: [ 'in arrow', 'undefined' ]
