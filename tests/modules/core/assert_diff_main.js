// node:assert: deepStrictEqual's line diff and the deep comparisons' messages.
const assert = require('assert');
function t(f) {
  try {
    f();
    console.log('no throw');
  } catch (e) {
    console.log(JSON.stringify(e.message));
    console.log(e.name, e.code, e.operator, e.generatedMessage);
  }
}
t(() => assert.deepStrictEqual({ a: 1, b: 2 }, { a: 1, b: 3 }));
t(() => assert.deepStrictEqual({ a: 1 }, { a: 1, b: 2 }));
t(() => assert.deepStrictEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12]));
t(() => assert.deepStrictEqual({ x: { y: [1, 2] } }, { x: { y: [1, 3] } }));
t(() => assert.deepStrictEqual(new Map([[1, 2]]), new Map([[1, 3]])));
t(() => assert.deepStrictEqual(new Set([1, 2]), new Set([1, 3])));
t(() => assert.deepStrictEqual([1], { 0: 1 }));
t(() => assert.deepStrictEqual(1, {}));
class P { constructor(x) { this.x = x; } }
t(() => assert.deepStrictEqual(new P(1), { x: 1 }));
t(() => assert.deepEqual({ a: 1 }, { a: 2 }));
assert.deepEqual({ a: 1, b: [2] }, { b: ['2'], a: '1' });
t(() => assert.notDeepEqual([1], ['1']));
t(() => assert.notDeepStrictEqual({ a: 1 }, { a: 1 }));
// expect: "Expected values to be strictly deep-equal:\n+ actual - expected\n\n  {\n    a: 1,\n+   b: 2\n-   b: 3\n  }\n"
// expect: AssertionError ERR_ASSERTION deepStrictEqual true
// expect: "Expected values to be strictly deep-equal:\n+ actual - expected\n\n  {\n    a: 1,\n-   b: 2\n  }\n"
// expect: AssertionError ERR_ASSERTION deepStrictEqual true
// expect: "Expected values to be strictly deep-equal:\n+ actual - expected\n... Skipped lines\n\n  [\n    1,\n    2,\n    3,\n    4,\n...\n    10,\n+   11\n-   12\n  ]\n"
// expect: AssertionError ERR_ASSERTION deepStrictEqual true
// expect: "Expected values to be strictly deep-equal:\n+ actual - expected\n\n  {\n    x: {\n      y: [\n        1,\n+       2\n-       3\n      ]\n    }\n  }\n"
// expect: AssertionError ERR_ASSERTION deepStrictEqual true
// expect: "Expected values to be strictly deep-equal:\n+ actual - expected\n\n  Map(1) {\n+   1 => 2\n-   1 => 3\n  }\n"
// expect: AssertionError ERR_ASSERTION deepStrictEqual true
// expect: "Expected values to be strictly deep-equal:\n+ actual - expected\n\n  Set(2) {\n    1,\n+   2\n-   3\n  }\n"
// expect: AssertionError ERR_ASSERTION deepStrictEqual true
// expect: "Expected values to be strictly deep-equal:\n+ actual - expected\n\n+ [\n+   1\n+ ]\n- {\n-   '0': 1\n- }\n"
// expect: AssertionError ERR_ASSERTION deepStrictEqual true
// expect: "Expected values to be strictly deep-equal:\n\n1 !== {}\n"
// expect: AssertionError ERR_ASSERTION deepStrictEqual true
// expect: "Expected values to be strictly deep-equal:\n+ actual - expected\n\n+ P {\n- {\n    x: 1\n  }\n"
// expect: AssertionError ERR_ASSERTION deepStrictEqual true
// expect: "Expected values to be loosely deep-equal:\n\n{\n  a: 1\n}\n\nshould loosely deep-equal\n\n{\n  a: 2\n}"
// expect: AssertionError ERR_ASSERTION deepEqual true
// expect: "Expected values not to be loosely deep-equal:\n\n[\n  1\n]\n\nshould not loosely deep-equal\n\n[\n  '1'\n]"
// expect: AssertionError ERR_ASSERTION notDeepEqual true
// expect: "Expected \"actual\" not to be strictly deep-equal to:\n\n{\n  a: 1\n}\n"
// expect: AssertionError ERR_ASSERTION notDeepStrictEqual true
