// map, filter, slice and subarray make their result with
// TypedArraySpeciesCreate: constructor and @@species read once each, the
// result validated (a typed array, long enough, the same content type).
class X extends Int8Array {}
const x = new X([1, 2, 3, 4]);
console.log(x.map((v) => v * 2), x.filter((v) => v & 1), x.slice(1, 3), x.subarray(1));
console.log([x.map(String) instanceof X, x.subarray(2) instanceof X, x.subarray(2).buffer === x.buffer]);
let reads = 0, calls = 0;
const a = new Int16Array([5, -6, 7]);
Object.defineProperty(a, 'constructor', {
  get() { reads++; return { [Symbol.species]: function (n) { calls++; return new Float64Array(n + 1); } }; },
});
console.log(a.map((v) => v / 2), a.filter((v) => v > 0), a.slice(1), reads, calls);
const b = new Uint8Array([1, 2, 3, 4]);
b.constructor = { [Symbol.species]: function (buf, off, len) { calls++; return new Uint8Array(buf, off, len); } };
console.log(b.subarray(1, 3), b.subarray(-1), calls);
const big = new BigInt64Array([1n, -2n]);
big.constructor = { [Symbol.species]: BigUint64Array };
console.log(big.slice(), big.map((v) => v * 3n), big.filter(() => true));
const none = new Uint8Array([9]);
none.constructor = undefined;
console.log(none.map((v) => v + 1));
none.constructor = { [Symbol.species]: null };
console.log(none.slice());
const bad = (sp) => { const t = new Int8Array(2); t.constructor = sp; return t; };
for (const f of [() => bad(1).map((v) => v), () => bad({ [Symbol.species]: 1 }).slice(),
                 () => bad({ [Symbol.species]: function () { return {}; } }).filter(() => 1),
                 () => bad({ [Symbol.species]: function () { return new Int8Array(1); } }).map((v) => v),
                 () => bad({ [Symbol.species]: BigInt64Array }).slice(),
                 () => bad({ [Symbol.species]: function () { return [1, 2]; } }).subarray(0)]) {
  try { console.log(f()); } catch (e) { console.log(e.constructor.name, e.message); }
}
// expect: X(4) [Int8Array] [ 2, 4, 6, 8 ] X(2) [Int8Array] [ 1, 3 ] X(2) [Int8Array] [ 2, 3 ] X(3) [Int8Array] [ 2, 3, 4 ]
// expect: [ true, true, true ]
// expect: Float64Array(4) [ 2.5, -3, 3.5, 0 ] Float64Array(3) [ 5, 7, 0 ] Float64Array(3) [ -6, 7, 0 ] 3 3
// expect: Uint8Array(2) [ 2, 3 ] Uint8Array(1) [ 4 ] 5
// expect: BigUint64Array(2) [ 1n, 18446744073709551614n ] BigUint64Array(2) [ 3n, 18446744073709551610n ] BigUint64Array(2) [ 1n, 18446744073709551614n ]
// expect: Uint8Array(1) [ 10 ]
// expect: Uint8Array(1) [ 9 ]
// expect: TypeError The .constructor property is not an object
// expect: TypeError object.constructor[Symbol.species] is not a constructor
// expect: TypeError Method %TypedArray%.prototype.filter called on incompatible receiver #<Object>
// expect: TypeError Derived TypedArray constructor created an array which was too small
// expect: TypeError Cannot mix BigInt and other types, use explicit conversions
// expect: TypeError Method %TypedArray%.prototype.subarray called on incompatible receiver [object Array]
