"use strict";
// Construction from lengths, arrays, iterables, array-likes, typed arrays and buffers; errors with V8's messages.
const tries = [
 () => new ArrayBuffer(-1), () => ArrayBuffer(1), () => new Uint8Array(-1), () => new Int16Array(new ArrayBuffer(4), 1),
 () => new Int16Array(new ArrayBuffer(3)), () => new Uint8Array(new ArrayBuffer(8), 10), () => new Uint8Array(new ArrayBuffer(8), 0, 10),
 () => new Int16Array(new ArrayBuffer(8), 2, 4), () => Uint8Array(2), () => new (Object.getPrototypeOf(Int8Array))(),
 () => Uint8Array.prototype.fill.call([], 1), () => new Uint8Array(2).set([1,2,3]), () => new Uint8Array(2).set([1], 2),
 () => new ArrayBuffer(2**53), () => Object.getOwnPropertyDescriptor(Object.getPrototypeOf(Uint8Array.prototype), 'length').get.call([]),
 () => ArrayBuffer.prototype.slice.call(1),
 () => new Uint8Array(2).sort(1), () => new Uint8Array(2).map(1), () => new Uint8Array([1]).reduce((a,b)=>a), () => new Uint8Array(0).reduce((a,b)=>a),
 () => new Uint8Array(new ArrayBuffer(4), -1), () => new Uint8Array({length: -1}), () => new Uint8Array(1.5),
 () => Uint8Array.from(1, 2), () => new Uint8Array(3).subarray(1).buffer.byteLength, () => new Uint8Array(1).toLocaleString(),
 () => new Uint8Array(), () => new Float64Array(undefined), () => new Int32Array('3'), () => new Uint16Array(null),
 () => new Uint8Array([1, 2, 3]), () => new Uint8Array(new Set([7, 8])), () => new Int8Array({ length: 2, 0: '5', 1: 'x' }),
 () => new Int16Array(new Float64Array([1.9, -1.9, 70000])), () => new Uint8Array(new Int8Array([-1, -128])),
 () => { const b = new ArrayBuffer(8); const v = new Uint16Array(b, 2, 2); v[0] = 0x0102; return [v, v.byteOffset, v.byteLength, v.length, v.buffer === b, new Uint8Array(b)]; },
 () => { const b = new ArrayBuffer(8); return [new Int32Array(b, 4), new Float64Array(b).length, new Uint8Array(b, 8).length]; },
 () => { const b = new ArrayBuffer(6); new Uint8Array(b).set([1, 2, 3, 4, 5, 6]); return [b.slice(1, -1), b.slice(-2), b.slice(4, 2), b.byteLength]; },
 () => [ArrayBuffer.isView(new Uint8Array(1)), ArrayBuffer.isView(new DataView(new ArrayBuffer(1))), ArrayBuffer.isView(new ArrayBuffer(1)), ArrayBuffer.isView([])],
 () => [Uint8Array.BYTES_PER_ELEMENT, Float64Array.BYTES_PER_ELEMENT, new Int16Array(1).BYTES_PER_ELEMENT, Object.getPrototypeOf(Int8Array) === Object.getPrototypeOf(Float32Array)],
 () => { class M extends Uint8Array { sum() { return this.reduce((a, b) => a + b, 0); } } const m = new M([1, 2, 3]); return [m, m.sum(), m instanceof Uint8Array, M.from([4]).sum()]; },
 () => { const it = { [Symbol.iterator]() { let i = 0; return { next: () => ({ done: i >= 3, value: i++ * 10 }) }; } }; return new Float32Array(it); },
 () => [new ArrayBuffer(4).resizable, new ArrayBuffer(4).maxByteLength, Object.prototype.toString.call(new ArrayBuffer(1))],
];
for (const t of tries) { try { console.log('ok', t()); } catch (e) { console.log(e.constructor.name + ': ' + e.message); } }
// expect: RangeError: Invalid array buffer length
// expect: TypeError: Constructor ArrayBuffer requires 'new'
// expect: RangeError: Invalid typed array length: -1
// expect: RangeError: start offset of Int16Array should be a multiple of 2
// expect: RangeError: byte length of Int16Array should be a multiple of 2
// expect: RangeError: Start offset 10 is outside the bounds of the buffer
// expect: RangeError: Invalid typed array length: 10
// expect: RangeError: Invalid typed array length: 4
// expect: TypeError: Constructor Uint8Array requires 'new'
// expect: TypeError: Abstract class TypedArray not directly constructable
// expect: TypeError: this is not a typed array.
// expect: RangeError: offset is out of bounds
// expect: RangeError: offset is out of bounds
// expect: RangeError: Invalid array buffer length
// expect: TypeError: Method get TypedArray.prototype.length called on incompatible receiver [object Array]
// expect: TypeError: Method ArrayBuffer.prototype.slice called on incompatible receiver 1
// expect: TypeError: The comparison function must be either a function or undefined: 1
// expect: TypeError: 1 is not a function
// expect: ok 1
// expect: TypeError: Reduce of empty array with no initial value
// expect: RangeError: Start offset -1 is outside the bounds of the buffer
// expect: ok Uint8Array(0) []
// expect: ok Uint8Array(1) [ 0 ]
// expect: TypeError: number 2 is not a function
// expect: ok 3
// expect: ok 0
// expect: ok Uint8Array(0) []
// expect: ok Float64Array(0) []
// expect: ok Int32Array(3) [ 0, 0, 0 ]
// expect: ok Uint16Array(0) []
// expect: ok Uint8Array(3) [ 1, 2, 3 ]
// expect: ok Uint8Array(2) [ 7, 8 ]
// expect: ok Int8Array(2) [ 5, 0 ]
// expect: ok Int16Array(3) [ 1, -1, 4464 ]
// expect: ok Uint8Array(2) [ 255, 128 ]
// expect: ok [
// expect:   Uint16Array(2) [ 258, 0 ],
// expect:   2,
// expect:   4,
// expect:   2,
// expect:   true,
// expect:   Uint8Array(8) [
// expect:     0, 0, 2, 1,
// expect:     0, 0, 0, 0
// expect:   ]
// expect: ]
// expect: ok [ Int32Array(1) [ 0 ], 1, 0 ]
// expect: ok [
// expect:   ArrayBuffer { [Uint8Contents]: <02 03 04 05>, [byteLength]: 4 },
// expect:   ArrayBuffer { [Uint8Contents]: <05 06>, [byteLength]: 2 },
// expect:   ArrayBuffer { [Uint8Contents]: <>, [byteLength]: 0 },
// expect:   6
// expect: ]
// expect: ok [ true, true, false, false ]
// expect: ok [ 1, 8, 2, true ]
// expect: ok [ M(3) [Uint8Array] [ 1, 2, 3 ], 6, true, 4 ]
// expect: ok Float32Array(3) [ 0, 10, 20 ]
// expect: ok [ false, 4, '[object ArrayBuffer]' ]
