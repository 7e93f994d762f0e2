// Typed arrays: refused definitions and stores at invalid indices, the list
// collected before conversion, iteration through a patched next, the order of
// new.target.prototype, and base64/hex on a detached buffer.
function show(f) {
  try { console.log(f()); } catch (e) { console.log(e.constructor.name + ': ' + e.message); }
}

// [[DefineOwnProperty]] at an invalid index answers false to Reflect, throws for Object
const ta = new Float64Array(2);
for (const k of ['2', '3', '-1', '-0', '0.5', 'Infinity', '-Infinity', 'NaN'])
  console.log(k, Reflect.defineProperty(ta, k, { value: 1, writable: true, enumerable: true, configurable: true }));
console.log(Reflect.defineProperty(ta, '5', { get() { return 1; } }), Object.getOwnPropertyNames(ta));
show(() => Object.defineProperty(ta, '7', { value: 1 }));
show(() => Object.defineProperty(ta, '7', { get() {} }));
const gone = new Uint8Array(4);
gone.buffer.transfer();
console.log(Reflect.defineProperty(gone, '0', { value: 1 }), Reflect.defineProperty(gone, '0', { value: { valueOf() { throw new Error('not read'); } } }));

// [[Set]] with another typed array as receiver: an index past its end is refused
const target = new Int16Array([1, 2]), shorter = new Int16Array([9]);
console.log(Reflect.set(target, 1, 5, shorter), target, shorter, Object.hasOwn(shorter, 1));
console.log(Reflect.set(target, 0, 5, shorter), target, shorter);
show(() => { 'use strict'; const p = new Proxy({}, { set: (t, k, v, r) => Reflect.set(target, 1, v, shorter) }); p[1] = 3; return 'no throw'; });

// the source's values are collected before the first conversion
let values = [0, { valueOf() { values.length = 0; return 100; } }, 2];
console.log(new Float64Array(values));
values = [0, { valueOf() { values.length = 0; return 100; } }, 2];
console.log(Int32Array.from(values));
const src = new Int8Array([1, 2, 3]);
console.log(Int8Array.from(src, (v) => { src[2] = 9; return v * 2; }), src);
const own = new Int8Array([1, 2, 3]);
own[Symbol.iterator] = function* () { yield 7; yield 8; };
console.log(Int8Array.from(own), new Int8Array(own));
console.log(Uint8Array.from({ length: 3, 0: 1, 2: 3 }), Float32Array.from([1, , 3]));

// a patched %ArrayIteratorPrototype%.next is used
const AIP = Object.getPrototypeOf([].values());
const next = AIP.next;
AIP.next = function () { const r = next.call(this); if (!r.done) r.value *= 10; return r; };
console.log(new Int32Array([1, 2, 3]), Uint8Array.from([4, 5]), Uint16Array.from(new Uint16Array([6])));
AIP.next = next;
console.log(new Int32Array([1, 2, 3]));

// new.target.prototype is read after ToIndex of a non-object argument
const nt = function () {}.bind(null);
let reads = 0;
Object.defineProperty(nt, 'prototype', { get() { reads++; throw new RangeError('prototype read'); } });
show(() => Reflect.construct(Uint8Array, [Symbol()], nt));
show(() => Reflect.construct(Uint8Array, [-1], nt));
show(() => Reflect.construct(Uint8Array, [3], nt));
console.log('prototype reads', reads);

// base64 and hex on a detached buffer
const d = new Uint8Array([1, 2]);
d.buffer.transfer();
show(() => d.toHex());
show(() => d.toBase64());
show(() => d.setFromHex('aa'));
show(() => d.setFromBase64('qq'));
const det = new Uint8Array(new ArrayBuffer(4));
show(() => det.toBase64({ get alphabet() { det.buffer.transfer(); return 'base64'; } }));
const det2 = new Uint8Array(new ArrayBuffer(4));
show(() => det2.setFromBase64('AAAA', { get alphabet() { det2.buffer.transfer(); return 'base64'; } }));
// expect: 2 false
// expect: 3 false
// expect: -1 false
// expect: -0 false
// expect: 0.5 false
// expect: Infinity false
// expect: -Infinity false
// expect: NaN false
// expect: false [ '0', '1' ]
// expect: TypeError: Invalid typed array index
// expect: TypeError: Invalid typed array index
// expect: false false
// expect: false Int16Array(2) [ 1, 2 ] Int16Array(1) [ 9 ] false
// expect: true Int16Array(2) [ 1, 2 ] Int16Array(1) [ 5 ]
// expect: TypeError: 'set' on proxy: trap returned falsish for property '1'
// expect: Float64Array(3) [ 0, 100, 2 ]
// expect: Int32Array(3) [ 0, 100, 2 ]
// expect: Int8Array(3) [ 2, 4, 6 ] Int8Array(3) [ 1, 2, 9 ]
// expect: Int8Array(2) [ 7, 8 ] Int8Array(3) [ 1, 2, 3 ]
// expect: Uint8Array(3) [ 1, 0, 3 ] Float32Array(3) [ 1, NaN, 3 ]
// expect: Int32Array(3) [ 10, 20, 30 ] Uint8Array(2) [ 40, 50 ] Uint16Array(1) [ 600 ]
// expect: Int32Array(3) [ 1, 2, 3 ]
// expect: TypeError: Cannot convert a Symbol value to a number
// expect: RangeError: Invalid typed array length: -1
// expect: RangeError: prototype read
// expect: prototype reads 1
// expect: TypeError: Cannot perform Uint8Array.prototype.toHex on a detached or out-of-bounds ArrayBuffer
// expect: TypeError: Cannot perform Uint8Array.prototype.toBase64 on a detached or out-of-bounds ArrayBuffer
// expect: TypeError: Cannot perform Uint8Array.prototype.setFromHex on a detached or out-of-bounds ArrayBuffer
// expect: TypeError: Cannot perform Uint8Array.prototype.setFromBase64 on a detached or out-of-bounds ArrayBuffer
// expect: TypeError: Cannot perform Uint8Array.prototype.toBase64 on a detached or out-of-bounds ArrayBuffer
// expect: TypeError: Cannot perform Uint8Array.prototype.setFromBase64 on a detached or out-of-bounds ArrayBuffer
