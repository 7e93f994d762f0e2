// console.log and util.inspect of BigInts.
console.log(10n, -5n, 0n, 2n ** 100n);
console.log([1n, -2n, 3n], { a: 1n, b: [2n ** 64n] });
console.log(Object(1n), [Object(-7n)]);
console.log('%s and %d and %i and %f', 5n, 6n, -7n, 8n);
console.log(new Map([[1n, 2n]]), new Set([3n]));
console.log(String(10n), `${10n}`, 10n + '', [1n, 2n].join('-'));
console.log(Array.from({ length: 30 }, (_, i) => BigInt(i) ** 9n));
console.log(typeof 1n, typeof Object(1n));
// expect: 10n -5n 0n 1267650600228229401496703205376n
// expect: [ 1n, -2n, 3n ] { a: 1n, b: [ 18446744073709551616n ] }
// expect: [BigInt: 1n] [ [BigInt: -7n] ]
// expect: 5n and 6n and -7n and 8
// expect: Map(1) { 1n => 2n } Set(1) { 3n }
// expect: 10 10 10 1-2
// expect: [
// expect:               0n,              1n,            512n,
// expect:           19683n,         262144n,        1953125n,
// expect:        10077696n,       40353607n,      134217728n,
// expect:       387420489n,     1000000000n,     2357947691n,
// expect:      5159780352n,    10604499373n,    20661046784n,
// expect:     38443359375n,    68719476736n,   118587876497n,
// expect:    198359290368n,   322687697779n,   512000000000n,
// expect:    794280046581n,  1207269217792n,  1801152661463n,
// expect:   2641807540224n,  3814697265625n,  5429503678976n,
// expect:   7625597484987n, 10578455953408n, 14507145975869n
// expect: ]
// expect: bigint object
