// Float16Array and DataView get/setFloat16: the usual methods, inspect, structuredClone.
const a = Float16Array.from([3, 1, 2.5, -1, NaN, 0.1]);
console.log(a, a.toSorted(), Float16Array.of(1, 2).with(0, 7), a.subarray(1, 3), a.slice(2), a.map(x => x * 2), a.filter(x => x > 1));
console.log(structuredClone(a), Object.prototype.toString.call(a), a[Symbol.toStringTag], a.join('|'), a.includes(0.0999755859375), a.indexOf(2.5));
const big = new Float16Array(120).fill(1.1); console.log(big);
console.log(new Float16Array(new Float32Array([1e-7, 70000])), new Float16Array(new ArrayBuffer(8), 2, 2).length);
{
const f = new Float16Array([1.337, 65520, -0, NaN, 1e-8]); console.log(f, f.BYTES_PER_ELEMENT, Float16Array.BYTES_PER_ELEMENT, Object.getPrototypeOf(Float16Array) === Object.getPrototypeOf(Int8Array)); const d = new DataView(new ArrayBuffer(4)); d.setFloat16(0, 1.5); d.setFloat16(2, 3.14, true); console.log(d.getFloat16(0), d.getFloat16(2, true), d.getUint16(0), DataView.prototype.getFloat16.length, DataView.prototype.setFloat16.length, new Uint16Array(new Float16Array([1, 2, 0.1]).buffer)); console.log(Object.getOwnPropertyNames(DataView.prototype).join(" "))
}
// expect: Float16Array(6) [ 3, 1, 2.5, -1, NaN, 0.0999755859375 ] Float16Array(6) [ -1, 0.0999755859375, 1, 2.5, 3, NaN ] Float16Array(2) [ 7, 2 ] Float16Array(2) [ 1, 2.5 ] Float16Array(4) [ 2.5, -1, NaN, 0.0999755859375 ] Float16Array(6) [ 6, 2, 5, -2, NaN, 0.199951171875 ] Float16Array(2) [ 3, 2.5 ]
// expect: Float16Array(6) [ 3, 1, 2.5, -1, NaN, 0.0999755859375 ] [object Float16Array] Float16Array 3|1|2.5|-1|NaN|0.0999755859375 true 2
// expect: Float16Array(120) [
// expect:   1.099609375, 1.099609375, 1.099609375, 1.099609375, 1.099609375,
// expect:   1.099609375, 1.099609375, 1.099609375, 1.099609375, 1.099609375,
// expect:   1.099609375, 1.099609375, 1.099609375, 1.099609375, 1.099609375,
// expect:   1.099609375, 1.099609375, 1.099609375, 1.099609375, 1.099609375,
// expect:   1.099609375, 1.099609375, 1.099609375, 1.099609375, 1.099609375,
// expect:   1.099609375, 1.099609375, 1.099609375, 1.099609375, 1.099609375,
// expect:   1.099609375, 1.099609375, 1.099609375, 1.099609375, 1.099609375,
// expect:   1.099609375, 1.099609375, 1.099609375, 1.099609375, 1.099609375,
// expect:   1.099609375, 1.099609375, 1.099609375, 1.099609375, 1.099609375,
// expect:   1.099609375, 1.099609375, 1.099609375, 1.099609375, 1.099609375,
// expect:   1.099609375, 1.099609375, 1.099609375, 1.099609375, 1.099609375,
// expect:   1.099609375, 1.099609375, 1.099609375, 1.099609375, 1.099609375,
// expect:   1.099609375, 1.099609375, 1.099609375, 1.099609375, 1.099609375,
// expect:   1.099609375, 1.099609375, 1.099609375, 1.099609375, 1.099609375,
// expect:   1.099609375, 1.099609375, 1.099609375, 1.099609375, 1.099609375,
// expect:   1.099609375, 1.099609375, 1.099609375, 1.099609375, 1.099609375,
// expect:   1.099609375, 1.099609375, 1.099609375, 1.099609375, 1.099609375,
// expect:   1.099609375, 1.099609375, 1.099609375, 1.099609375, 1.099609375,
// expect:   1.099609375, 1.099609375, 1.099609375, 1.099609375, 1.099609375,
// expect:   1.099609375, 1.099609375, 1.099609375, 1.099609375, 1.099609375,
// expect:   ... 20 more items
// expect: ]
// expect: Float16Array(2) [ 1.1920928955078125e-7, Infinity ] 2
// expect: Float16Array(5) [ 1.3369140625, Infinity, -0, NaN, 0 ] 2 2 true
// expect: 1.5 3.140625 15872 1 2 Uint16Array(3) [ 15360, 16384, 11878 ]
// expect: constructor buffer byteLength byteOffset getInt8 setInt8 getUint8 setUint8 getInt16 setInt16 getUint16 setUint16 getInt32 setInt32 getUint32 setUint32 getFloat16 setFloat16 getFloat32 setFloat32 getFloat64 setFloat64 getBigInt64 setBigInt64 getBigUint64 setBigUint64
