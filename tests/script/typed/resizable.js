"use strict";
// Resizable ArrayBuffer: maxByteLength, resize, length-tracking and fixed views going out of bounds, DataView, errors.
function t(f) { try { console.log(f()); } catch (e) { console.log(e.constructor.name + ': ' + e.message); } }
const rab = new ArrayBuffer(8, { maxByteLength: 16 });
console.log(rab, rab.resizable, rab.maxByteLength, rab.byteLength, rab.detached, new ArrayBuffer(2).maxByteLength);
const track = new Uint8Array(rab), fixed = new Uint16Array(rab, 2, 2), dv = new DataView(rab), dvf = new DataView(rab, 4, 2);
track.set([1, 2, 3, 4, 5, 6, 7, 8]);
rab.resize(12); console.log(track.length, fixed.length, dv.byteLength, track, fixed);
rab.resize(4); console.log(track.length, fixed.length, fixed.byteLength, fixed.byteOffset, dv.byteLength, fixed, track);
rab.resize(10); console.log(track, fixed, dvf.getInt8(1));
rab.resize(4);
t(() => dvf.byteLength); t(() => dvf.getInt8(0)); t(() => fixed.fill(1)); t(() => fixed.at(0)); t(() => [...fixed]); t(() => fixed[0]);
t(() => rab.resize(17)); t(() => rab.resize(-1)); t(() => new ArrayBuffer(4, { maxByteLength: 2 })); t(() => new ArrayBuffer(1, { maxByteLength: 2 ** 53 }));
t(() => new ArrayBuffer(8).resize(4));
const r = new ArrayBuffer(8, { maxByteLength: 8 }); const f = new Uint8Array(r, 4, 4); r.resize(6);
t(() => new Uint8Array(f)); t(() => f.subarray(0)); t(() => Uint8Array.from(f)); t(() => f.slice()); t(() => new Uint8Array(r, 7)); t(() => new Uint8Array(r, 8));
t(() => new Uint8Array(r, 0, 7)); t(() => new DataView(r, 7)); t(() => new DataView(r, 0, 7));
t(() => new ArrayBuffer(4, { maxByteLength: 4 }).resize(4.5));
t(() => new ArrayBuffer(4, { get maxByteLength() { return undefined; } }).resizable);
const g = new ArrayBuffer(2, { maxByteLength: 6 }); const gt = new BigInt64Array(g); const sub = new Uint8Array(g).subarray(1);
g.resize(6); console.log(gt.length, sub.length); g.resize(8 > 6 ? 6 : 8);
const sh = new ArrayBuffer(4, { maxByteLength: 8 }); const sa = new Uint8Array(sh);
sa.fill(9); sh.resize(2); sh.resize(4); console.log(sa, sa.map(x => x + 1));
const cb = new ArrayBuffer(4, { maxByteLength: 4 }); const ca = new Uint8Array(cb);
console.log(ca.map((x, i) => { if (i === 1) cb.resize(2); return i; }), ca.length);
console.log(structuredClone(new ArrayBuffer(2, { maxByteLength: 5 })).maxByteLength);
// expect: ArrayBuffer {
// expect:   [Uint8Contents]: <00 00 00 00 00 00 00 00>,
// expect:   [byteLength]: 8
// expect: } true 16 8 false 2
// expect: 12 2 12 Uint8Array(12) [
// expect:   1, 2, 3, 4, 5,
// expect:   6, 7, 8, 0, 0,
// expect:   0, 0
// expect: ] Uint16Array(2) [ 1027, 1541 ]
// expect: 4 0 0 0 4 Uint16Array(0) [] Uint8Array(4) [ 1, 2, 3, 4 ]
// expect: Uint8Array(10) [
// expect:   1, 2, 3, 4, 0,
// expect:   0, 0, 0, 0, 0
// expect: ] Uint16Array(2) [ 1027, 0 ] 0
// expect: TypeError: Cannot perform get DataView.prototype.byteLength on a detached or out-of-bounds ArrayBuffer
// expect: TypeError: Cannot perform DataView.prototype.getInt8 on a detached or out-of-bounds ArrayBuffer
// expect: TypeError: Cannot perform %TypedArray%.prototype.fill on a detached or out-of-bounds ArrayBuffer
// expect: TypeError: Cannot perform %TypedArray%.prototype.at on a detached or out-of-bounds ArrayBuffer
// expect: TypeError: Cannot perform %TypedArray%.prototype.values on a detached or out-of-bounds ArrayBuffer
// expect: undefined
// expect: RangeError: ArrayBuffer.prototype.resize: Invalid length parameter
// expect: RangeError: ArrayBuffer.prototype.resize: Invalid length parameter
// expect: RangeError: Invalid array buffer max length
// expect: RangeError: Invalid array buffer max length
// expect: TypeError: Method ArrayBuffer.prototype.resize called on incompatible receiver #<ArrayBuffer>
// expect: TypeError: Cannot perform Construct on a detached or out-of-bounds ArrayBuffer
// expect: Uint8Array(0) []
// expect: TypeError: Cannot perform %TypedArray%.prototype.values on a detached or out-of-bounds ArrayBuffer
// expect: TypeError: Cannot perform %TypedArray%.prototype.slice on a detached or out-of-bounds ArrayBuffer
// expect: RangeError: Start offset 7 is outside the bounds of the buffer
// expect: RangeError: Start offset 8 is outside the bounds of the buffer
// expect: RangeError: Invalid typed array length: 7
// expect: RangeError: Start offset 7 is outside the bounds of the buffer
// expect: RangeError: Invalid DataView length 7
// expect: undefined
// expect: false
// expect: 0 5
// expect: Uint8Array(4) [ 9, 9, 0, 0 ] Uint8Array(4) [ 10, 10, 1, 1 ]
// expect: Uint8Array(4) [ 0, 1, 2, 3 ] 2
// expect: 5
