"use strict";
// BigInt64Array and BigUint64Array: construction, element conversions (ToBigInt64 / ToBigUint64), printing.
const a = new BigInt64Array([1n, -2n, 2n ** 63n, -(2n ** 63n) - 1n]);
console.log(a, a.length, a.byteLength, BigInt64Array.BYTES_PER_ELEMENT, BigUint64Array.BYTES_PER_ELEMENT);
const u = new BigUint64Array([1n, -1n, 2n ** 64n + 5n]);
console.log(u, u[1], typeof u[0], u[3]);
u[0] = 7n; u[1] = true; u[2] = '0x10'; u[5] = 1n;
console.log(u, Object.keys(u));
const o = { valueOf() { return 42n; } };
a[0] = o; console.log(a[0], Reflect.get(a, 0), Object.getOwnPropertyDescriptor(a, 0));
for (const bad of [1, 1.5, undefined, null, Symbol('s'), 'x1']) {
    try { a[1] = bad; } catch (e) { console.log(e.constructor.name, e.message); }
}
console.log(new BigInt64Array(3), new BigUint64Array(new ArrayBuffer(16), 8), new BigInt64Array(u));
console.log(new BigUint64Array(a), BigInt64Array.from([1n, 2n], x => x * 3n), BigUint64Array.of(5n, -5n));
console.log(BigInt64Array.from({ length: 2, 0: 9n, 1: '10' }), new BigInt64Array(new Set([3n, 4n])));
for (const f of [() => new BigInt64Array([1]), () => new BigInt64Array(new Int8Array(1)),
                 () => new Float64Array(new BigUint64Array(1)), () => BigUint64Array.of(1),
                 () => new BigInt64Array(new ArrayBuffer(12)), () => new BigInt64Array(new ArrayBuffer(16), 4),
                 () => BigInt64Array(1)]) {
    try { f(); } catch (e) { console.log(e.constructor.name, e.message); }
}
console.log(Object.prototype.toString.call(u), u[Symbol.toStringTag], Object.getPrototypeOf(BigInt64Array) === Object.getPrototypeOf(Int8Array));
console.log(BigInt64Array.name, BigInt64Array.length, String(new BigUint64Array([1n, 2n])), JSON.stringify(Object.keys(new BigInt64Array(2))));
const big = new BigInt64Array(12).map((_, i) => BigInt(i) * 1000000007n);
console.log(big);
console.log([new BigInt64Array(1)], { x: new BigUint64Array([3n]) });
const dv = new DataView(a.buffer);
dv.setBigInt64(8, -5n, true); console.log(a[1], dv.getBigUint64(8, true), dv.getBigInt64(0, true));
// expect: BigInt64Array(4) [
// expect:   1n,
// expect:   -2n,
// expect:   -9223372036854775808n,
// expect:   9223372036854775807n
// expect: ] 4 32 8 8
// expect: BigUint64Array(3) [ 1n, 18446744073709551615n, 5n ] 18446744073709551615n bigint undefined
// expect: BigUint64Array(3) [ 7n, 1n, 16n ] [ '0', '1', '2' ]
// expect: 42n 42n { value: 42n, writable: true, enumerable: true, configurable: true }
// expect: TypeError Cannot convert 1 to a BigInt
// expect: TypeError Cannot convert 1.5 to a BigInt
// expect: TypeError Cannot convert undefined to a BigInt
// expect: TypeError Cannot convert null to a BigInt
// expect: TypeError Cannot convert Symbol(s) to a BigInt
// expect: SyntaxError Cannot convert x1 to a BigInt
// expect: BigInt64Array(3) [ 0n, 0n, 0n ] BigUint64Array(1) [ 0n ] BigInt64Array(3) [ 7n, 1n, 16n ]
// expect: BigUint64Array(4) [
// expect:   42n,
// expect:   18446744073709551614n,
// expect:   9223372036854775808n,
// expect:   9223372036854775807n
// expect: ] BigInt64Array(2) [ 3n, 6n ] BigUint64Array(2) [ 5n, 18446744073709551611n ]
// expect: BigInt64Array(2) [ 9n, 10n ] BigInt64Array(2) [ 3n, 4n ]
// expect: TypeError Cannot convert 1 to a BigInt
// expect: TypeError Cannot mix BigInt and other types, use explicit conversions
// expect: TypeError Cannot mix BigInt and other types, use explicit conversions
// expect: TypeError Cannot convert 1 to a BigInt
// expect: RangeError byte length of BigInt64Array should be a multiple of 8
// expect: RangeError start offset of BigInt64Array should be a multiple of 8
// expect: TypeError Constructor BigInt64Array requires 'new'
// expect: [object BigUint64Array] BigUint64Array true
// expect: BigInt64Array 3 1,2 ["0","1"]
// expect: BigInt64Array(12) [
// expect:             0n,  1000000007n,
// expect:    2000000014n,  3000000021n,
// expect:    4000000028n,  5000000035n,
// expect:    6000000042n,  7000000049n,
// expect:    8000000056n,  9000000063n,
// expect:   10000000070n, 11000000077n
// expect: ]
// expect: [ BigInt64Array(1) [ 0n ] ] { x: BigUint64Array(1) [ 3n ] }
// expect: -5n 18446744073709551611n 42n
