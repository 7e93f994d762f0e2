// Direct eval inside a class: the code sees the class's private names (fields,
// methods, accessors, static members, `#x in o`), through nested evals and
// arrows; an undeclared private name is a SyntaxError at the eval; eval code
// called from a field initialiser or static block may not contain
// `arguments` (in its arrows neither), though its ordinary functions may.
class C {
  #f = 1; #m() { return 'm'; } get #g() { return 'g'; } set #s(v) { this.sv = v; }
  static #sm() { return 'sm'; } static get #sg() { return 'sg'; }
  test() { return eval('[this.#f, this.#m(), this.#g, (this.#s = 5, this.sv), #f in this, #f in {}, C.#sm(), C.#sg]'); }
  write() { return eval('this.#f = 7; this.#f += 1; this.#f++; [this.#f] = [this.#f * 2]; this.#f'); }
  nested() { return eval('(() => eval("this.#f"))()'); }
  fn() { return eval('(function (o) { return o.#f; })')(this); }
  static s() { return eval('this.#sm() + this.#sg'); }
  v = eval('this.#m()');
  bad() { try { eval('this.#nope'); } catch (e) { return e.name + ': ' + e.message; } }
}
const c = new C();
console.log(c.test(), c.write(), c.nested(), c.fn(), C.s(), c.v, c.bad());
for (const f of [() => c.test.call({}), () => C.s.call({}), () => c.write.call({}),
                 () => C.s.call(class {})]) {
  try { f(); } catch (e) { console.log(e.name + ': ' + e.message); }
}
class Inner {
  #x = 'outer';
  m() {
    class Shadow { #x = 'inner'; read(o) { return eval('o.#x'); } }
    return [new Shadow().read(new Shadow()), eval('this.#x')];
  }
}
console.log(new Inner().m());

function f() {
  class K {
    static { try { eval('arguments'); } catch (e) { console.log('static block:', e.name, e.message); } }
    static s = (() => { try { return eval('arguments'); } catch (e) { return e.name; } })();
    x = eval('(function () { return arguments.length; })(1, 2)');
    y = (() => { try { return eval('() => arguments'); } catch (e) { return e.name; } })();
    z = eval('eval("typeof this")');
  }
  const k = new K();
  console.log(K.s, k.x, k.y, k.z);
}
f(1, 2, 3);
var executed = false;
class D { x = () => { const t = () => { eval('executed = true; arguments;'); }; t(); }; }
try { new D().x(); } catch (e) { console.log(e.name, executed); }
// expect: [
// expect:   1,    'm',  'g',
// expect:   5,    true, false,
// expect:   'sm', 'sg'
// expect: ] 18 18 18 smsg m SyntaxError: Private field '#nope' must be declared in an enclosing class
// expect: TypeError: Cannot read private member #f from an object whose class did not declare it
// expect: TypeError: Receiver must be class C
// expect: TypeError: Cannot write private member #f to an object whose class did not declare it
// expect: TypeError: Receiver must be class C
// expect: [ 'inner', 'outer' ]
// expect: static block: SyntaxError 'arguments' is not allowed in class field initializer or static initialization block
// expect: SyntaxError 2 SyntaxError object
// expect: SyntaxError false
