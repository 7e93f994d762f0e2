"use strict";
// Nested and circular typed arrays and buffers in console.log, %s and %d.
const u = new Uint8Array(2); u.self = u; console.log(u);
console.log(new Map([[1, new Int8Array(2)]]), [new Float64Array([1.25, 2])], { deep: { deeper: { t: new Uint8Array(1), b: new ArrayBuffer(1) } } });
const b = new ArrayBuffer(300); new Uint8Array(b).fill(255, 98); console.log([b]);
console.log(new Uint8Array(7), new Int32Array([1e9, -1e9, 5, 6, 7, 8, 9]), new Float32Array(0));
console.log('%s %d', new Uint8Array([1,2]), new Uint8Array([3]));
console.log(Object.create(Uint8Array.prototype) instanceof Uint8Array);
// expect: <ref *1> Uint8Array(2) [ 0, 0, self: [Circular *1] ]
// expect: Map(1) { 1 => Int8Array(2) [ 0, 0 ] } [ Float64Array(2) [ 1.25, 2 ] ] { deep: { deeper: { t: [Uint8Array], b: [ArrayBuffer] } } }
// expect: [
// expect:   ArrayBuffer {
// expect:     [Uint8Contents]: <00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 ff ff ... 200 more bytes>,
// expect:     [byteLength]: 300
// expect:   }
// expect: ]
// expect: Uint8Array(7) [
// expect:   0, 0, 0, 0,
// expect:   0, 0, 0
// expect: ] Int32Array(7) [ 1000000000, -1000000000, 5, 6, 7, 8, 9 ] Float32Array(0) []
// expect: 1,2 3
// expect: true
