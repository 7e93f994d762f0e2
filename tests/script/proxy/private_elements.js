// A class's private elements on a proxy belong to the proxy itself: no trap
// runs and nothing reaches the target (return override stamps them on).
const log = [];
const handler = {};
for (const k of ['get', 'set', 'has', 'defineProperty', 'getOwnPropertyDescriptor', 'ownKeys',
                 'deleteProperty', 'getPrototypeOf', 'isExtensible', 'preventExtensions'])
  handler[k] = function (...a) { log.push(k); return Reflect[k](...a); };

class Base { constructor(o) { return o; } }
class A extends Base {
  #x = 1;
  #m() { return 2; }
  get #g() { return 3; }
  set #g(v) { this.#x = v * 10; }
  static test(o) {
    const before = #x in o;
    o.#g = 4;
    return [before, o.#x, o.#m(), o.#g];
  }
}
const target = {};
const p = new Proxy(target, handler);
new A(p);
console.log(A.test(p), log);
console.log(Object.getOwnPropertySymbols(target), Reflect.ownKeys(target), log);

class B { #y; static has(o) { return #y in o; } }
console.log(B.has(new Proxy({}, handler)), B.has(new B()), log);

// a proxy of an instance does not see the instance's private elements
const a = new A({});
try { A.test(new Proxy(a, handler)); } catch (e) { console.log(e.constructor.name, e.message); }
console.log(log);

// stamping twice is still an error, and a revoked proxy keeps its elements
const r = Proxy.revocable({}, {});
new A(r.proxy);
try { new A(r.proxy); } catch (e) { console.log(e.constructor.name, e.message); }
r.revoke();
console.log(A.test(r.proxy));

// private static elements on a proxy-returning base, and two classes on one proxy
class C extends Base { #c = 'c'; static c(o) { return o.#c; } }
const q = new Proxy(function () {}, handler);
new A(q); new C(q);
console.log(A.test(q), C.c(q), log);
// expect: [ true, 40, 2, 3 ] []
// expect: [] [] []
// expect: false true []
// expect: TypeError Receiver must be an instance of class A
// expect: []
// expect: TypeError Cannot initialize private methods of class A twice on the same object
// expect: [ true, 40, 2, 3 ]
// expect: [ true, 40, 2, 3 ] c []
