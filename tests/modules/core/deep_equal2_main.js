// node's deep equality, strict and loose: sets and maps with object keys,
// typed arrays, buffers, prototypes, symbols, getters.
const assert = require('assert'); const util = require('util');
const loose = (a, b) => { try { assert.deepEqual(a, b); return true; } catch { return false; } };
class P { constructor(x) { this.x = x; } }
const cases = [
  [new Float64Array([0]), new Float64Array([-0])], [new Uint8Array([1]), new Int8Array([1])], [{ [Symbol.for('s')]: 1 }, {}],
  [Object.create(null), {}], [[1], Object.assign([1], { x: 1 })], [new Set([NaN]), new Set([NaN])], [new Set(['1', 1]), new Set([1, '1'])],
  [null, undefined], [null, {}], [() => 1, () => 1], [new WeakMap(), new WeakMap()], [Promise.resolve(), Promise.resolve()],
  [new ArrayBuffer(2), new ArrayBuffer(2)], [new DataView(new ArrayBuffer(1)), new DataView(new ArrayBuffer(2))],
  [{ a: 1, b: 2 }, { b: 2, a: 1 }], [[[1]], [['1']]], [new Set([[1]]), new Set([['1']])], [true, 1], [new Boolean(true), new Boolean(true)],
  [{ get a() { return 1; } }, { a: 1 }], [new Map([[1, undefined]]), new Map([[2, undefined]])], [new Set([undefined]), new Set([null])],
];
cases.forEach(([a, b], i) => console.log(i, util.isDeepStrictEqual(a, b), loose(a, b)));
// expect: 0 false true
// expect: 1 false false
// expect: 2 false true
// expect: 3 false true
// expect: 4 false false
// expect: 5 true true
// expect: 6 true true
// expect: 7 false true
// expect: 8 false false
// expect: 9 false false
// expect: 10 false false
// expect: 11 false false
// expect: 12 true true
// expect: 13 false false
// expect: 14 true true
// expect: 15 false true
// expect: 16 false true
// expect: 17 false true
// expect: 18 true true
// expect: 19 true true
// expect: 20 false false
// expect: 21 false true
