"use strict";
// %TypedArray%.prototype methods on BigInt64Array and BigUint64Array, and mixing with Number kinds.
const a = new BigInt64Array([5n, -3n, 10n, -3n, 0n]);
console.log(a.at(-1), a.at(9), a.includes(-3n), a.includes(-3), a.indexOf(-3n), a.lastIndexOf(-3n), a.indexOf(2n ** 64n));
console.log(a.join('|'), a.toString(), a.toLocaleString());
console.log(a.map(x => x * 2n), a.filter(x => x > 0n), a.find(x => x < 0n), a.findLast(x => x < 0n), a.findIndex(x => x === 10n), a.findLastIndex(x => x === 99n));
console.log(a.reduce((s, x) => s + x), a.reduceRight((s, x) => s + String(x), ''), a.every(x => typeof x === 'bigint'), a.some(x => x > 9n));
a.forEach((x, i, arr) => { if (i === 0) console.log(x, i, arr === a); });
console.log(a.slice(1, 3), a.subarray(2), a.toReversed(), a.with(0, 99n), a.toSorted(), a.toSorted((x, y) => Number(y - x)));
console.log([...a.entries()].slice(0, 2), [...a.keys()], [...a.values()].length, Array.from(a));
const b = new BigUint64Array([3n, 2n ** 64n - 1n, 1n, 2n ** 63n]);
console.log(b.sort(), b.reverse(), b.includes(-1n), b.indexOf(2n ** 63n));
console.log(new BigInt64Array(4).fill(-1n, 1, 3), new BigUint64Array(3).fill(-1n), b.copyWithin(0, 2));
const c = new BigInt64Array(4);
c.set([1n, 2n]); c.set(new BigUint64Array([2n ** 64n - 1n]), 2); console.log(c);
c.set(c.subarray(0, 3), 1); console.log(c);
const d = new BigUint64Array(c.buffer, 8, 2); d.set(c.subarray(0, 2)); console.log(c, d);
for (const f of [() => c.set([1]), () => c.set(new Int32Array(1)), () => new Int32Array(2).set(c.subarray(0, 1)),
                 () => c.fill(0), () => c.with(0, 1), () => c.includes(1) || c.with(9, 1n), () => a.sort((x, y) => x - y) && a.sort(() => 1n)]) {
    try { console.log(f()); } catch (e) { console.log(e.constructor.name, e.message); }
}
console.log(Array.prototype.map.call(c, x => -x), Object.values(c), Object.entries(c).length);
console.log(structuredClone(c), structuredClone({ b: new BigUint64Array([9n]) }));
const w = new Uint8Array(2);
for (const f of [() => Object.seal(w), () => Object.freeze(w), () => Object.freeze(new BigInt64Array(1))]) {
    try { f(); } catch (e) { console.log(e.constructor.name, e.message); }
}
console.log(Object.isFrozen(Object.freeze(new BigInt64Array(0))), Object.isSealed(Object.seal(new Float64Array(0))));
// expect: 0n undefined true false 1 3 -1
// expect: 5|-3|10|-3|0 5,-3,10,-3,0 5,-3,10,-3,0
// expect: BigInt64Array(5) [ 10n, -6n, 20n, -6n, 0n ] BigInt64Array(2) [ 5n, 10n ] -3n -3n 2 -1
// expect: 9n 0-310-35 true true
// expect: 5n 0 true
// expect: BigInt64Array(2) [ -3n, 10n ] BigInt64Array(3) [ 10n, -3n, 0n ] BigInt64Array(5) [ 0n, -3n, 10n, -3n, 5n ] BigInt64Array(5) [ 99n, -3n, 10n, -3n, 0n ] BigInt64Array(5) [ -3n, -3n, 0n, 5n, 10n ] BigInt64Array(5) [ 10n, 5n, 0n, -3n, -3n ]
// expect: [ [ 0, 5n ], [ 1, -3n ] ] [ 0, 1, 2, 3, 4 ] 5 [ 5n, -3n, 10n, -3n, 0n ]
// expect: BigUint64Array(4) [
// expect:   18446744073709551615n,
// expect:   9223372036854775808n,
// expect:   3n,
// expect:   1n
// expect: ] BigUint64Array(4) [
// expect:   18446744073709551615n,
// expect:   9223372036854775808n,
// expect:   3n,
// expect:   1n
// expect: ] false 1
// expect: BigInt64Array(4) [ 0n, -1n, -1n, 0n ] BigUint64Array(3) [
// expect:   18446744073709551615n,
// expect:   18446744073709551615n,
// expect:   18446744073709551615n
// expect: ] BigUint64Array(4) [ 3n, 1n, 3n, 1n ]
// expect: BigInt64Array(4) [ 1n, 2n, -1n, 0n ]
// expect: BigInt64Array(4) [ 1n, 1n, 2n, -1n ]
// expect: BigInt64Array(4) [ 1n, 1n, 1n, -1n ] BigUint64Array(2) [ 1n, 1n ]
// expect: TypeError Cannot convert 1 to a BigInt
// expect: TypeError Cannot mix BigInt and other types, use explicit conversions
// expect: TypeError Cannot mix BigInt and other types, use explicit conversions
// expect: TypeError Cannot convert 0 to a BigInt
// expect: TypeError Cannot convert 1 to a BigInt
// expect: RangeError Invalid typed array index
// expect: TypeError Cannot convert a BigInt value to a number
// expect: [ -1n, -1n, -1n, 1n ] [ 1n, 1n, 1n, -1n ] 4
// expect: BigInt64Array(4) [ 1n, 1n, 1n, -1n ] { b: BigUint64Array(1) [ 9n ] }
// expect: TypeError Cannot seal array buffer views with elements
// expect: TypeError Cannot freeze array buffer views with elements
// expect: TypeError Cannot freeze array buffer views with elements
// expect: true true
