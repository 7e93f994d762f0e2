"use strict";
// ArrayBuffer.prototype.transfer / transferToFixedLength / detached, and what a detached buffer's views do.
function t(f) { try { console.log(f()); } catch (e) { console.log(e.constructor.name + ': ' + e.message); } }
const b = new ArrayBuffer(8); const v = new Uint8Array(b); v[0] = 7; const it = v.values(); it.next();
const b2 = b.transfer(); console.log(b.detached, b.byteLength, b2.byteLength, v.length, v.byteOffset, v[0], new Uint8Array(b2)[0], v, b);
t(() => v.fill(0)); t(() => v.at(0)); t(() => b.slice(0)); t(() => new Uint8Array(b)); t(() => b.transfer()); t(() => new DataView(b));
t(() => v.set([1])); t(() => v.subarray(0)); t(() => it.next()); t(() => new Uint8Array(v)); t(() => v.byteLength); t(() => structuredClone(b));
t(() => b2.transfer(4).byteLength); t(() => b2.detached);
const r2 = new ArrayBuffer(4, { maxByteLength: 8 }); const r3 = r2.transfer(); console.log(r3.resizable, r3.maxByteLength);
const r4 = r3.transferToFixedLength(6); console.log(r4.resizable, r4.byteLength, new Uint8Array(r4));
const grow = new Uint8Array([1, 2, 3]).buffer.transfer(5); console.log(new Uint8Array(grow), new Uint8Array(grow.transfer(2)));
t(() => ArrayBuffer.prototype.transfer.call(1)); t(() => new ArrayBuffer(1).transfer(-1)); t(() => ArrayBuffer.prototype.detached);
t(() => new ArrayBuffer(4, { maxByteLength: 4 }).transfer(5));
const d = new DataView(new ArrayBuffer(4)); d.buffer.transfer(); console.log(d); t(() => d.getInt8(0)); t(() => d.byteOffset);
class MyAB extends ArrayBuffer { static get [Symbol.species]() { return function () { return new ArrayBuffer(1); }; } }
t(() => new MyAB(4).slice(0, 3));
class AB2 extends ArrayBuffer {}
t(() => new AB2(4).slice(1).constructor.name);
t(() => { const x = new ArrayBuffer(4); x.constructor = { [Symbol.species]: function () { return x; } }; return x.slice(); });
const big = new BigInt64Array(2); big.buffer.transfer(); console.log(big, big.length, [...new Set(Object.keys(big))]);
// expect: true 0 8 0 0 undefined 7 Uint8Array(0) [] ArrayBuffer { (detached), [byteLength]: 0 }
// expect: TypeError: Cannot perform %TypedArray%.prototype.fill on a detached or out-of-bounds ArrayBuffer
// expect: TypeError: Cannot perform %TypedArray%.prototype.at on a detached or out-of-bounds ArrayBuffer
// expect: TypeError: Cannot perform ArrayBuffer.prototype.slice on a detached ArrayBuffer
// expect: TypeError: Cannot perform Construct on a detached ArrayBuffer
// expect: TypeError: Cannot perform ArrayBuffer.prototype.transfer on a detached ArrayBuffer
// expect: TypeError: Cannot perform DataView constructor on a detached ArrayBuffer
// expect: TypeError: Cannot perform %TypedArray%.prototype.set on a detached or out-of-bounds ArrayBuffer
// expect: TypeError: Cannot perform Construct on a detached ArrayBuffer
// expect: TypeError: Cannot perform Array Iterator.prototype.next on a detached or out-of-bounds ArrayBuffer
// expect: TypeError: Cannot perform Construct on a detached or out-of-bounds ArrayBuffer
// expect: 0
// expect: DOMException: An ArrayBuffer is detached and could not be cloned.
// expect: 4
// expect: true
// expect: true 8
// expect: false 6 Uint8Array(6) [ 0, 0, 0, 0, 0, 0 ]
// expect: Uint8Array(0) [] Uint8Array(2) [ 1, 2 ]
// expect: TypeError: Method ArrayBuffer.prototype.transfer called on incompatible receiver 1
// expect: RangeError: Invalid array buffer length
// expect: TypeError: Method get ArrayBuffer.prototype.detached called on incompatible receiver #<ArrayBuffer>
// expect: RangeError: Invalid array buffer length
// expect: DataView {
// expect:   [byteLength]: 0,
// expect:   [byteOffset]: undefined,
// expect:   [buffer]: ArrayBuffer { (detached), [byteLength]: 0 }
// expect: }
// expect: TypeError: Cannot perform DataView.prototype.getInt8 on a detached or out-of-bounds ArrayBuffer
// expect: TypeError: Cannot perform get DataView.prototype.byteOffset on a detached or out-of-bounds ArrayBuffer
// expect: TypeError: Derived ArrayBuffer constructor created a buffer which was too small
// expect: AB2
// expect: TypeError: ArrayBuffer subclass returned this from species constructor
// expect: BigInt64Array(0) [] 0 []
