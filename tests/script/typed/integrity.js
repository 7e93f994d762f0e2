"use strict";
// Object.seal / Object.freeze of typed arrays as V8 (node 26) does them: non-extensible and named properties sealed, then a TypeError when there are elements.
const w = new Uint8Array(2);
console.log(Object.isSealed(w), Object.isFrozen(w));
Object.preventExtensions(w);
console.log(Object.isSealed(w), Object.isFrozen(w), Object.getOwnPropertyDescriptor(w, 0));
const x = new Uint8Array(2);
try { Object.freeze(x); } catch (e) { console.log(e.message); }
console.log(Object.isExtensible(x), Object.isSealed(x), Object.isFrozen(x));
const y = new Uint8Array(2); y.foo = 1;
try { Object.seal(y); } catch (e) { console.log(e.message); }
console.log(Object.isExtensible(y), Object.getOwnPropertyDescriptor(y, 'foo'));
console.log(Object.isFrozen(Object.preventExtensions(new Uint8Array(0))));
const rab = new ArrayBuffer(0, { maxByteLength: 8 });
for (const f of [() => Object.preventExtensions(new Uint8Array(rab)), () => Object.freeze(new Uint8Array(rab, 0, 0)), () => Object.seal(new Uint8Array(rab)),
                 () => Reflect.preventExtensions(new Uint8Array(rab)), () => Object.isExtensible(new Uint8Array(rab))]) {
    try { console.log(f()); } catch (e) { console.log(e.constructor.name, e.message); }
}
// expect: false false
// expect: true false { value: 0, writable: true, enumerable: true, configurable: true }
// expect: Cannot freeze array buffer views with elements
// expect: false true false
// expect: Cannot seal array buffer views with elements
// expect: false { value: 1, writable: true, enumerable: true, configurable: false }
// expect: true
// expect: TypeError Cannot prevent extensions
// expect: TypeError Cannot freeze
// expect: TypeError Cannot seal
// expect: false
// expect: true
