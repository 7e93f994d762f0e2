// Function.prototype[Symbol.hasInstance]: OrdinaryHasInstance, with the
// spec attributes; instanceof uses it (or a class's own) as node does.
const d = Object.getOwnPropertyDescriptor(Function.prototype, Symbol.hasInstance);
console.log(typeof d.value, d.writable, d.enumerable, d.configurable, d.value.name, d.value.length);
class A {}
console.log(new A() instanceof A, {} instanceof A, Function.prototype[Symbol.hasInstance].call(A, new A()));
console.log(Function.prototype[Symbol.hasInstance].call({}, {}), A[Symbol.hasInstance](new A()));
class Even { static [Symbol.hasInstance](n) { return n % 2 === 0; } }
console.log(2 instanceof Even, 3 instanceof Even);
const B = A.bind(null);
console.log(new A() instanceof B, B[Symbol.hasInstance](new A()));
try { ({}) instanceof {}; } catch (e) { console.log(e.message); }
Object.defineProperty(A, Symbol.hasInstance, { value: () => true });
console.log(1 instanceof A);
// expect: function false false false [Symbol.hasInstance] 1
// expect: true false true
// expect: false true
// expect: true false
// expect: true true
// expect: Right-hand side of 'instanceof' is not callable
// expect: true
