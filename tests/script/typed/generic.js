"use strict";
// Typed arrays through generic operations: Array.from, spread, Array methods, for-in, JSON, Reflect, conversions on store.
const u = new Uint8Array([3, 1, 2]);
console.log(Array.from(u), [...u], Array.prototype.map.call(u, x => x * 2), Array.isArray(u), Object.entries(u), Object.values(u));
for (const k in u) console.log('key', k, typeof k);
console.log(JSON.stringify({ b: new ArrayBuffer(2), u, d: new DataView(new ArrayBuffer(1)) }));
console.log([1, 2].concat(u).length, String(new Float32Array([0.5, -0])), new Float64Array([-0]).includes(0), new Float64Array([-0]).indexOf(0));
try { u.sort(() => { throw new Error('cmp'); }); } catch (e) { console.log(e.message, u); }
const f = new Float64Array([1, 2, 3, 4]);
f.set(f.subarray(0, 3), 1); console.log(f);
const i8 = new Int8Array(f.buffer, 0, 8); const i16 = new Int16Array(f.buffer, 2, 3);
i16.set(i8.subarray(0, 3)); console.log(i16, i8);
console.log(u.map(String), u.filter((x, i, a) => a === u && i > 0), u.every(Number.isInteger));
console.log(Object.getOwnPropertyNames(u), Reflect.has(u, 0), Reflect.has(u, 3), Reflect.get(u, 1), Reflect.set(u, 9, 1));
const x = new Uint8Array(3); x[1.5] = 9; x['2'] = 300; x[1] = '7'; x[0] = { valueOf() { return 65; } };
console.log(x, x[1.5]);
const big = new Uint8Array(1000).map((_, i) => i);
console.log(big.subarray(250, 260), big.slice(-3), big.lastIndexOf(231), big.indexOf(232, 500));
console.log(new Int16Array(3).fill(-1, -2).join('|'), new Uint8Array([5]).toString(), Uint8Array.from('123'), Int8Array.of());
console.log(typeof Uint8Array.prototype[Symbol.iterator], Uint8Array.prototype[Symbol.toStringTag], Object.getPrototypeOf(Uint8Array.prototype)[Symbol.toStringTag]);
console.log(new Float32Array(3).map(Math.sqrt), new Float64Array([1e21, 1e-7, 123.456]), new Uint32Array([4294967295]));
const w = new Uint8Array(2); try { Object.seal(w); } catch (e) { console.log(e.message); } console.log(Object.isSealed(w), Object.isExtensible(w));
// expect: [ 3, 1, 2 ] [ 3, 1, 2 ] [ 6, 2, 4 ] false [ [ '0', 3 ], [ '1', 1 ], [ '2', 2 ] ] [ 3, 1, 2 ]
// expect: key 0 string
// expect: key 1 string
// expect: key 2 string
// expect: {"b":{},"u":{"0":3,"1":1,"2":2},"d":{}}
// expect: 3 0.5,0 true 0
// expect: cmp Uint8Array(3) [ 3, 1, 2 ]
// expect: Float64Array(4) [ 1, 1, 2, 3 ]
// expect: Int16Array(3) [ 0, 0, 0 ] Int8Array(8) [
// expect:   0, 0, 0, 0,
// expect:   0, 0, 0, 0
// expect: ]
// expect: Uint8Array(3) [ 3, 1, 2 ] Uint8Array(2) [ 1, 2 ] true
// expect: [ '0', '1', '2' ] true false 1 true
// expect: Uint8Array(3) [ 65, 7, 44 ] undefined
// expect: Uint8Array(10) [
// expect:   250, 251, 252, 253, 254,
// expect:   255,   0,   1,   2,   3
// expect: ] Uint8Array(3) [ 229, 230, 231 ] 999 744
// expect: 0|-1|-1 5 Uint8Array(3) [ 1, 2, 3 ] Int8Array(0) []
// expect: function undefined undefined
// expect: Float32Array(3) [ 0, 0, 0 ] Float64Array(3) [ 1e+21, 1e-7, 123.456 ] Uint32Array(1) [ 4294967295 ]
// expect: Cannot seal array buffer views with elements
// expect: true false
