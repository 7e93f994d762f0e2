// Comparisons and equality of BigInts with BigInts, Numbers, Strings, others.
const big = 2n ** 64n;
console.log(1n < 2n, 2n < 1n, -big < big, big <= big, big > big - 1n, -5n >= -5n);
console.log(1n < 1.5, 2n > 1.5, 1n == 1, 1n === 1, 1n == 1.5, big == 2 ** 64, big === 2n ** 64n);
console.log(big > Number.MAX_SAFE_INTEGER, 2n ** 1100n > Number.MAX_VALUE, 2n ** 1100n < Infinity, -big > -Infinity);
console.log(1n < NaN, 1n > NaN, 1n == NaN, 0n == -0, 0n === -0n);
console.log(1n < '2', '10' > 9n, 1n == '1', 1n == ' 0x1 ', big == '18446744073709551616', 1n < 'x', 1n > 'x', 1n == 'x');
console.log(1n == '1.0', 0n == '', 0n == ' ', 1n == true, 0n == false, 2n == true, 1n == null, 0n == undefined);
console.log(1n == Object(1n), Object(1n) == Object(1n), 1n == [1], 1n == { valueOf() { return 1n; } });
console.log(1n != 2n, 1n !== 1n, [1n, 2n].includes(2n), [1n].indexOf(1n), [0n].includes(-0n));
console.log(Object.is(1n, 1n), Object.is(0n, -0n), Object.is(big, 2n ** 64n));
console.log([3n, -1n, 2n ** 65n, 0n, 10n].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
console.log([5n, 1, 3n, 2].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
const m = new Map([[1n, 'one'], [big, 'big']]);
m.set(2n ** 64n, 'big2');
console.log(m.get(1n), m.get(2n ** 64n), m.size, m.has(1), new Set([1n, 1n, 1, 2n ** 80n, 2n ** 80n]).size);
switch (5n) {
case 5: console.log('number case'); break;
case 5n: console.log('bigint case'); break;
}
// expect: true false true true true true
// expect: true true true false false true true
// expect: true true true true
// expect: false false false true true
// expect: true true true true true false false false
// expect: false true true true true false false false
// expect: true false true true
// expect: true false true 0 true
// expect: true true true
// expect: [ -1n, 0n, 3n, 10n, 36893488147419103232n ]
// expect: [ 1, 2, 3n, 5n ]
// expect: one big2 2 false 3
// expect: bigint case
