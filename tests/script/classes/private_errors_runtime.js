class A {
  #x = 1; #m() { return 2; } get #g() { return 3; } set #s(v) {} static #sx = 4;
  static test(o) {
    const r = [];
    for (const f of [() => o.#x, () => { o.#x = 5; }, () => o.#m(), () => { o.#m = 1; }, () => o.#g, () => { o.#g = 1; }, () => o.#s, () => #x in o, () => A.#sx, () => o.#sx]) {
      try { r.push(String(f())); } catch (e) { r.push(e.constructor.name + ": " + e.message); }
    }
    return r;
  }
}
console.log(A.test(new A()));
console.log(A.test({}));
console.log(A.test(1));
class B { #x = 1; constructor(o) { return o; } }
class C extends B { #y = 2; constructor(o) { super(o); } }
const o = {};
new C(o);
try { new C(o); } catch (e) { console.log(e.constructor.name + ": " + e.message); }
class D { #m() {} constructor(o) { return o; } }
class E extends D { #n() {} constructor(o) { super(o); } }
const p = {}; new E(p);
try { new E(p); } catch (e) { console.log(e.constructor.name + ": " + e.message); }
console.log(new A(), Object.getOwnPropertyNames(new A()));
class F { #p() {} static n(o) { return o.#p.name; } static g(o) { return Object.getOwnPropertyNames(o); } }
console.log(F.n(new F()));
// expect: [
// expect:   '1',
// expect:   'undefined',
// expect:   '2',
// expect:   "TypeError: Private method '#m' is not writable",
// expect:   '3',
// expect:   "TypeError: '#g' was defined without a setter",
// expect:   "TypeError: '#s' was defined without a getter",
// expect:   'true',
// expect:   '4',
// expect:   'TypeError: Cannot read private member #sx from an object whose class did not declare it'
// expect: ]
// expect: [
// expect:   'TypeError: Cannot read private member #x from an object whose class did not declare it',
// expect:   'TypeError: Cannot write private member #x to an object whose class did not declare it',
// expect:   'TypeError: Receiver must be an instance of class A',
// expect:   'TypeError: Receiver must be an instance of class A',
// expect:   'TypeError: Receiver must be an instance of class A',
// expect:   'TypeError: Receiver must be an instance of class A',
// expect:   'TypeError: Receiver must be an instance of class A',
// expect:   'false',
// expect:   '4',
// expect:   'TypeError: Cannot read private member #sx from an object whose class did not declare it'
// expect: ]
// expect: [
// expect:   'TypeError: Cannot read private member #x from an object whose class did not declare it',
// expect:   'TypeError: Cannot write private member #x to an object whose class did not declare it',
// expect:   'TypeError: Receiver must be an instance of class A',
// expect:   'TypeError: Receiver must be an instance of class A',
// expect:   'TypeError: Receiver must be an instance of class A',
// expect:   'TypeError: Receiver must be an instance of class A',
// expect:   'TypeError: Receiver must be an instance of class A',
// expect:   "TypeError: Cannot use 'in' operator to search for '#x' in 1",
// expect:   '4',
// expect:   'TypeError: Cannot read private member #sx from an object whose class did not declare it'
// expect: ]
// expect: TypeError: Cannot initialize #y twice on the same object
// expect: TypeError: Cannot initialize private methods of class E twice on the same object
// expect: A {} []
// expect: #p
