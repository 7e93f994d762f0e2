// A class's heritage runs in the class's own scope: its inner name is there
// and in TDZ (a ReferenceError, not the outer binding), and a closure made in
// the heritage keeps that inner, immutable binding; the heritage does not see
// the class's private names (an outer class's are visible).
function show(f) { try { console.log(f()); } catch (e) { console.log(e.name + ': ' + e.message); } }
show(() => { class x extends x {} });
show(() => { var C = class x extends x {}; });
show(() => { class y extends (y, Object) {} });
show(() => { let z = Object; class z2 extends (z = z2, Object) {} });

var probe, set;
class K extends (probe = function () { return K; }, set = function () { K = null; }, Object) {
  m() { return K; }
}
const k = K;
K = null;
console.log(typeof probe(), probe() === k, K, k.prototype.m() === k);
show(set);

class Outer {
  #v = 'outer';
  make() {
    const self = this;
    class Inner extends (function () { return this; }).call(function () {}).constructor {
      #v = 'inner';
      static read(o) { return o.#v; }
    }
    class Inner2 extends (() => { const B = class { got = self.#v; }; return B; })() {}
    return [Inner.read(new Inner()), new Inner2().got];
  }
}
console.log(new Outer().make());

// anonymous classes and expressions with a heritage keep working
const A = class extends Array {};
console.log(new A(3).length, Object.getPrototypeOf(A) === Array);
// expect: ReferenceError: Cannot access 'x' before initialization
// expect: ReferenceError: Cannot access 'x' before initialization
// expect: ReferenceError: Cannot access 'y' before initialization
// expect: ReferenceError: Cannot access 'z2' before initialization
// expect: function true null true
// expect: TypeError: Assignment to constant variable.
// expect: [ 'inner', 'outer' ]
// expect: 3 true
