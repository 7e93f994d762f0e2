// node's deep equality, strict (util.isDeepStrictEqual) and loose
// (assert.deepEqual), one comparison shared: holes, null and undefined,
// boxed primitives, errors.
const assert = require('assert'); const util = require('util');
const loose = (a, b) => { try { assert.deepEqual(a, b); return true; } catch { return false; } };
class P { constructor(x) { this.x = x; } }
const cases = [
  [[1], [null]], [[undefined], [null]], [{ a: undefined }, {}], [new Set([1]), new Set(['1'])], [new Map([[1, 'a']]), new Map([['1', 'a']])],
  [1, '1'], [[1, 2], { 0: 1, 1: 2 }], [new Date(0), {}], [/a/, /a/], [[, 1], [undefined, 1]], [new P(1), { x: 1 }],
  [new Error('a'), new Error('a')], [new TypeError('a'), new Error('a')], [Object.assign(new Error('a'), { code: 1 }), new Error('a')],
  [new Set([{ a: 1 }, { a: 2 }]), new Set([{ a: 2 }, { a: 1 }])], [new Map([[{ k: 1 }, 1]]), new Map([[{ k: 1 }, 1]])],
  [new Number(1), new Number(1)], [new Number(1), 1], [new String('a'), 'a'], [[1, 2], [2, 1]], [NaN, NaN], [0, -0],
];
cases.forEach(([a, b], i) => console.log(i, util.isDeepStrictEqual(a, b), loose(a, b)));
// expect: 0 false true
// expect: 1 false true
// expect: 2 false false
// expect: 3 false true
// expect: 4 false true
// expect: 5 false true
// expect: 6 false false
// expect: 7 false false
// expect: 8 true true
// expect: 9 false false
// expect: 10 false true
// expect: 11 true true
// expect: 12 false false
// expect: 13 false false
// expect: 14 true true
// expect: 15 true true
// expect: 16 true true
// expect: 17 false false
// expect: 18 false false
// expect: 19 false false
// expect: 20 true true
// expect: 21 false true
