// The TypeErrors and RangeErrors of BigInt operators and conversions.
const t = (f) => { try { console.log(f()); } catch (e) { console.log(e.constructor.name + ': ' + e.message); } };
t(() => 1n + 1);
t(() => 1 * 1n);
t(() => 2n ** 2);
t(() => 1n - {});
t(() => 1n & 1);
t(() => 1n << 1);
t(() => Symbol() + 1n);
t(() => 1n + Symbol());
t(() => +1n);
t(() => 1n >>> 1n);
t(() => 1n >>> 0);
t(() => 1n / 0n);
t(() => 1n % 0n);
t(() => 2n ** -1n);
t(() => 1n << (2n ** 40n));
t(() => 2n ** 100000000000n);
t(() => Math.max(1n));
t(() => isNaN(1n));
t(() => [1, 2].at(1n));
t(() => new Array(1n));
t(() => 'x'.repeat(2n));
t(() => { let a = 1n; a += 1; });
t(() => JSON.stringify({ a: 1n }));
t(() => JSON.stringify([Object(2n)]));
t(() => { BigInt.prototype.toJSON = function () { return this.toString() + '!'; }; const s = JSON.stringify({ a: 1n, b: [2n] }); delete BigInt.prototype.toJSON; return s; });
t(() => 1n + { valueOf() { return 2n; } });
t(() => 1n + { valueOf() { return 2; } });
t(() => 'n=' + 5n + ', ' + `${-5n}`);
// expect: TypeError: Cannot mix BigInt and other types, use explicit conversions
// expect: TypeError: Cannot mix BigInt and other types, use explicit conversions
// expect: TypeError: Cannot mix BigInt and other types, use explicit conversions
// expect: TypeError: Cannot mix BigInt and other types, use explicit conversions
// expect: TypeError: Cannot mix BigInt and other types, use explicit conversions
// expect: TypeError: Cannot mix BigInt and other types, use explicit conversions
// expect: TypeError: Cannot convert a Symbol value to a number
// expect: TypeError: Cannot convert a Symbol value to a number
// expect: TypeError: Cannot convert a BigInt value to a number
// expect: TypeError: BigInts have no unsigned right shift, use >> instead
// expect: TypeError: Cannot mix BigInt and other types, use explicit conversions
// expect: RangeError: Division by zero
// expect: RangeError: Division by zero
// expect: RangeError: Exponent must be positive
// expect: RangeError: Maximum BigInt size exceeded
// expect: RangeError: Maximum BigInt size exceeded
// expect: TypeError: Cannot convert a BigInt value to a number
// expect: TypeError: Cannot convert a BigInt value to a number
// expect: TypeError: Cannot convert a BigInt value to a number
// expect: [ 1n ]
// expect: TypeError: Cannot convert a BigInt value to a number
// expect: TypeError: Cannot mix BigInt and other types, use explicit conversions
// expect: TypeError: Do not know how to serialize a BigInt
// expect: TypeError: Do not know how to serialize a BigInt
// expect: {"a":"1!","b":["2!"]}
// expect: 3n
// expect: TypeError: Cannot mix BigInt and other types, use explicit conversions
// expect: n=5, -5
