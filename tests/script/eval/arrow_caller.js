// A direct eval called from an arrow sees the enclosing ordinary function's
// `this`, new.target and super (never a function's further out); so does an
// arrow made by eval code. At the top of global or eval code an arrow's
// new.target is an early error.
var o = {
  f() { return eval('(() => eval("this"))()'); },
  g() { return eval('(() => this)()'); },
  h() { return eval('(function () { return (() => eval("this"))(); }).call(7)'); },
};
console.log(o.f() === o, o.g() === o, o.h());
function s() { 'use strict'; return eval('(() => eval("this"))()'); }
console.log(s.call(5));

function F() { return (() => (() => eval('new.target'))())(); }
console.log(typeof new F(), F());
function G() { return eval('(() => new.target)()'); }
console.log(new G() instanceof G, G());
function H() { function inner() { return eval('new.target'); } return inner(); }
console.log(new H() instanceof H);

class A { get x() { return 'A.x'; } }
class B extends A {
  m() { return (() => eval('super.x'))(); }
  n() { return eval('(() => super.x)()'); }
  o() {
    function inner() { try { return eval('super.x'); } catch (e) { return e.name; } }
    return [inner(), (() => super.x)()];
  }
}
const b = new B();
console.log(b.m(), b.n(), b.o());

for (const src of ['() => new.target', '(() => () => new.target)']) {
  try { (0, eval)(src); console.log('no error'); } catch (e) { console.log(e.name, e.message); }
  try { eval(src); console.log('direct: no error'); } catch (e) { console.log('direct', e.name); }
}
// expect: true true [Number: 7]
// expect: 5
// expect: function undefined
// expect: false undefined
// expect: true
// expect: A.x A.x [ 'SyntaxError', 'A.x' ]
// expect: SyntaxError new.target expression is not allowed here
// expect: direct: no error
// expect: SyntaxError new.target expression is not allowed here
// expect: direct: no error
