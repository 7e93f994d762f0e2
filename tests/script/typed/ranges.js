"use strict";
// Offset, length and index edges of typed-array and DataView construction and access.
const t = [() => new Uint8Array(new ArrayBuffer(8), 10, 1), () => new Uint8Array(new ArrayBuffer(8), 9, 0), () => new Int32Array(new ArrayBuffer(8), 12),
() => new Uint8Array(new ArrayBuffer(8), 8).length, () => new Int16Array(new ArrayBuffer(8), 1, 1), () => new Uint8Array(new ArrayBuffer(4), 1, -1),
() => new DataView(new ArrayBuffer(4), 5, 0), () => new DataView(new ArrayBuffer(4), 4).byteLength, () => new DataView(new ArrayBuffer(4), 1, -1),
() => new DataView(new ArrayBuffer(8)).getFloat64(1), () => new DataView(new ArrayBuffer(8)).setUint8(8, 1), () => new DataView(new ArrayBuffer(8)).getUint8(Infinity),
() => new Uint8Array(new ArrayBuffer(8)).subarray(-3, -1), () => new Uint8Array(new ArrayBuffer(8)).subarray(-3, -1).byteOffset, () => new Uint8Array([1,2]).at(-3),
() => new Uint8Array(Infinity), () => new Uint8Array(NaN).length, () => new Float32Array([1,2]).set([1], -1), () => new Float32Array([1,2]).set([1], Infinity),
() => new Uint8Array(2).fill('a'), () => new Int8Array([1, 2, 3]).copyWithin(-1, 0), () => new Int8Array([1, 2, 3, 4]).copyWithin(1, 0, 2),
];
for (const f of t) { try { console.log('ok', f()); } catch (e) { console.log(e.constructor.name + ': ' + e.message); } }
// expect: RangeError: Invalid typed array length: 1
// expect: RangeError: Invalid typed array length: 0
// expect: RangeError: Start offset 12 is outside the bounds of the buffer
// expect: ok 0
// expect: RangeError: start offset of Int16Array should be a multiple of 2
// expect: RangeError: Invalid typed array length: -1
// expect: RangeError: Start offset 5 is outside the bounds of the buffer
// expect: ok 0
// expect: RangeError: Invalid DataView length -1
// expect: RangeError: Offset is outside the bounds of the DataView
// expect: RangeError: Offset is outside the bounds of the DataView
// expect: RangeError: Offset is outside the bounds of the DataView
// expect: ok Uint8Array(2) [ 0, 0 ]
// expect: ok 5
// expect: ok undefined
// expect: RangeError: Invalid typed array length: Infinity
// expect: ok 0
// expect: RangeError: offset is out of bounds
// expect: RangeError: offset is out of bounds
// expect: ok Uint8Array(2) [ 0, 0 ]
// expect: ok Int8Array(3) [ 1, 2, 1 ]
// expect: ok Int8Array(4) [ 1, 1, 2, 4 ]
