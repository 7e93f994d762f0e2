"use strict";
// `length` of a typed array through the interpreter's cache stays right when
// the getter is replaced, shadowed on the instance or on a subclass prototype.
function lens(xs) { const r = []; for (const x of xs) r.push(x.length); return r.join(); }
const a = new Int8Array(3), b = new Float64Array(5), c = new Uint8Array(0);
let t = 0;
for (let i = 0; i < 50; i++) t += a.length + b.length + c.length;
console.log(t, lens([a, b, c, a]));
const TA = Object.getPrototypeOf(Int8Array.prototype);
const orig = Object.getOwnPropertyDescriptor(TA, 'length');
Object.defineProperty(TA, 'length', { get() { return 42; }, configurable: true });
console.log(lens([a, b, c]));
Object.defineProperty(TA, 'length', orig);
console.log(lens([a, b, c]));
Object.defineProperty(Int8Array.prototype, 'length', { value: 'own proto', configurable: true });
console.log(lens([a, b]));
delete Int8Array.prototype.length;
console.log(lens([a, b]));
const d = new Uint16Array(4);
Object.defineProperty(d, 'length', { value: -1 });
console.log(lens([d, new Uint16Array(4), d]));
class Sub extends Uint8Array { get length() { return super.length * 10; } }
console.log(lens([new Sub(3), new Uint8Array(3), new Sub(1)]));
// expect: 400 3,5,0,3
// expect: 42,42,42
// expect: 3,5,0
// expect: own proto,5
// expect: 3,5
// expect: -1,4,-1
// expect: 30,3,10
