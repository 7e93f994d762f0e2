"use strict";
// DataView: every width in both byte orders, offsets, and V8's errors.
const b = new ArrayBuffer(16);
const dv = new DataView(b);
dv.setInt8(0, -2); dv.setUint8(1, 300); dv.setInt16(2, -1234); dv.setUint16(4, 0xBEEF, true);
dv.setInt32(6, -123456789, true); dv.setUint32(10, 0xDEADBEEF); dv.setInt16(14, 0x1234, true);
console.log(new Uint8Array(b));
console.log(dv.getInt8(0), dv.getUint8(0), dv.getUint8(1), dv.getInt16(2), dv.getInt16(2, true), dv.getUint16(4), dv.getUint16(4, true));
console.log(dv.getInt32(6, true), dv.getInt32(6), dv.getUint32(10), dv.getUint32(10, true), dv.getUint16(14));
dv.setFloat32(0, 1.1); dv.setFloat64(8, Math.PI, true);
console.log(dv.getFloat32(0), dv.getFloat32(0, true), dv.getFloat64(8, true), dv.getFloat64(8));
dv.setFloat64(0, NaN); dv.setFloat32(8, -0, true);
console.log(dv.getFloat64(0), Object.is(dv.getFloat32(8, true), -0), dv.getUint8(11));
const sub = new DataView(b, 4, 8);
sub.setUint8(0, 99);
console.log(sub.byteOffset, sub.byteLength, sub.buffer === b, new Uint8Array(b)[4], sub.getUint8(0));
console.log(new DataView(b, 16).byteLength, new DataView(new ArrayBuffer(3), 1));
dv.setInt16('3', '258'); console.log(dv.getInt16(3.9), dv.getUint8(3), dv.getUint8(4));
const tries = [
 () => new DataView(1), () => new DataView(new ArrayBuffer(2), 3), () => new DataView(new ArrayBuffer(2), 1, 2),
 () => new DataView(new ArrayBuffer(2)).getInt32(0), () => new DataView(new ArrayBuffer(2)).getInt8(-1), () => new DataView(new ArrayBuffer(2)).setInt16(1, 1),
 () => DataView(new ArrayBuffer(2)), () => DataView.prototype.getInt8.call(new Uint8Array(2), 0), () => new DataView(new ArrayBuffer(2)).getUint16(2),
 () => Object.getOwnPropertyDescriptor(DataView.prototype, 'byteLength').get.call({}),
 () => new DataView(new ArrayBuffer(2), -1), () => Object.prototype.toString.call(dv),
];
for (const t of tries) { try { console.log('ok', t()); } catch (e) { console.log(e.constructor.name + ': ' + e.message); } }
// expect: Uint8Array(16) [
// expect:   254,  44, 251,  46, 239,
// expect:   190, 235,  50, 164, 248,
// expect:   222, 173, 190, 239,  52,
// expect:    18
// expect: ]
// expect: -2 254 44 -1234 12027 61374 48879
// expect: -123456789 -349002504 3735928559 4022250974 13330
// expect: 1.100000023841858 -428967904 3.141592653589793 3.207375630676366e-192
// expect: NaN true 128
// expect: 4 8 true 99 99
// expect: 0 DataView {
// expect:   [byteLength]: 2,
// expect:   [byteOffset]: 1,
// expect:   [buffer]: ArrayBuffer { [Uint8Contents]: <00 00 00>, [byteLength]: 3 }
// expect: }
// expect: 258 1 2
// expect: TypeError: First argument to DataView constructor must be an ArrayBuffer
// expect: RangeError: Start offset 3 is outside the bounds of the buffer
// expect: RangeError: Invalid DataView length 2
// expect: RangeError: Offset is outside the bounds of the DataView
// expect: RangeError: Offset is outside the bounds of the DataView
// expect: RangeError: Offset is outside the bounds of the DataView
// expect: TypeError: Constructor DataView requires 'new'
// expect: TypeError: Method DataView.prototype.getInt8 called on incompatible receiver [object Uint8Array]
// expect: RangeError: Offset is outside the bounds of the DataView
// expect: TypeError: Method get DataView.prototype.byteLength called on incompatible receiver #<Object>
// expect: RangeError: Start offset -1 is outside the bounds of the buffer
// expect: ok [object DataView]
