// super in a method's parameters is the method's super, as in its body; a
// derived constructor's parameters may call super(); a plain function's may not.
var o = { __proto__: { x: 'px', f() { return 'pf'; } }, m(a = super.x, b = () => super.f()) { return [a, b()]; }, *g(a = super.x) { yield a; }, async am(a = super.x) { return a; } };
console.log(o.m(), [...o.g()]);
o.am().then(v => console.log('async', v));
class A { constructor(v) { this.v = v; } }
class B extends A { constructor(a = super(5)) { console.log(this.v, a === this); } }
new B();
class C extends A { constructor(a = (() => super(6))()) { console.log(this.v); } }
new C();
try { eval("({ m(a = function() { return super.x; }) {} })"); } catch (e) { console.log(e.name + ': ' + e.message); }
try { eval("function f(a = super.x) {}"); } catch (e) { console.log(e.name + ': ' + e.message); }
try { eval("class D extends A { m(a = super()) {} }"); } catch (e) { console.log(e.name + ': ' + e.message); }
try { eval("class D extends A { constructor(a = function() { super(); }) {} }"); } catch (e) { console.log(e.name + ': ' + e.message); }
// expect: [ 'px', 'pf' ] [ 'px' ]
// expect: 5 true
// expect: 6
// expect: SyntaxError: 'super' keyword unexpected here
// expect: SyntaxError: 'super' keyword unexpected here
// expect: SyntaxError: 'super' keyword unexpected here
// expect: SyntaxError: 'super' keyword unexpected here
// expect: async px
