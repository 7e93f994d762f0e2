// Direct eval in a derived class's constructor, and in arrows inside it:
// the eval code reads the constructor's `this` (a ReferenceError before
// super()), may call super() itself (binding `this` for the constructor and
// running the fields' initialiser, a second call the ReferenceError), reads
// super.x and new.target; nested evals and arrows in the eval code too.
class A {
  constructor(v) { this.a = v === undefined ? 1 : v; }
  m() { return 'A.m'; }
}
class B extends A {
  constructor() {
    super();
    console.log(eval('this').a, eval('this.a'), eval('this') === this, eval('() => this')() === this);
  }
}
new B();

class C extends A {
  field = 'f:' + this.a;
  constructor() {
    eval('super(5)');
    console.log(this.a, this.field, eval('new.target') === C);
  }
}
new C();

class D extends A {
  constructor() {
    const f = () => eval('super(7)');
    try { eval('this'); } catch (e) { console.log('before super:', e.name); }
    try { (() => eval('this'))(); } catch (e) { console.log('arrow before super:', e.name); }
    f();
    console.log(this.a, eval('super.m()'), (() => eval('super.m() + this.a'))());
    try { f(); } catch (e) { console.log('again:', e.name, e.message); }
    try { eval('super()'); } catch (e) { console.log('eval again:', e.name, e.message); }
  }
  m() { return eval('super.m()') + '!'; }
}
console.log(new D().m());

// nested evals and an arrow made inside the eval code
class E extends A {
  x = 'x';
  constructor() {
    eval('eval("(() => super(3))()")');
    console.log(this.a, this.x, eval('eval("this.x")'));
  }
}
new E();

// returning without super() from eval code still fails at the constructor's end
class F extends A {
  constructor() { eval('1'); }
}
try { new F(); } catch (e) { console.log('no super:', e.name); }

// super() in eval code outside a derived constructor is a SyntaxError
class G extends A {
  constructor() { super(); }
  m() { try { eval('super()'); } catch (e) { return e.name; } }
}
console.log(new G().m());
function plain() { try { eval('super()'); } catch (e) { return e.name; } }
console.log(plain());

// eval(...args) is a direct eval too
var x = 'global';
function spread() {
  var x = 'local';
  return [eval(...['x']), eval(...[]), eval(...['x', 1]), eval('x', ...[])];
}
console.log(spread());
function shadowed() {
  var eval = function () { return [typeof this, arguments.length]; };
  return eval(...[1, 2, 3]);
}
console.log(shadowed());
// expect: 1 1 true true
// expect: 5 f:5 true
// expect: before super: ReferenceError
// expect: arrow before super: ReferenceError
// expect: 7 A.m A.m7
// expect: again: ReferenceError Super constructor may only be called once
// expect: eval again: ReferenceError Super constructor may only be called once
// expect: A.m!
// expect: 3 x x
// expect: no super: ReferenceError
// expect: SyntaxError
// expect: SyntaxError
// expect: [ 'local', undefined, 'local', 'local' ]
// expect: [ 'object', 3 ]
