// assert.partialDeepStrictEqual: the expected value contained in the actual one
// (keys, array elements in order, set and map entries), and node's messages.
const assert = require('assert');
function t(f) { try { f(); console.log('pass'); } catch (e) { console.log(JSON.stringify(e.message), e.operator, e.generatedMessage); } }
t(() => assert.partialDeepStrictEqual({ a: 1, b: 2, c: [1, 2, 3] }, { a: 1, c: [1, 3] }));
t(() => assert.partialDeepStrictEqual({ a: 1, b: 2 }, { a: 2 }));
t(() => assert.partialDeepStrictEqual([1, 2, 3, 4], [2, 4]));
t(() => assert.partialDeepStrictEqual([1, 2, 3, 4], [4, 2]));
t(() => assert.partialDeepStrictEqual(new Set([1, 2, { x: 1 }]), new Set([{ x: 1 }, 2])));
t(() => assert.partialDeepStrictEqual(new Set([1, 2]), new Set([3])));
t(() => assert.partialDeepStrictEqual(new Map([[1, { a: 1, b: 2 }], [2, 'x']]), new Map([[1, { a: 1 }]])));
t(() => assert.partialDeepStrictEqual(new Map([[1, 'a']]), new Map([[1, 'b']])));
t(() => assert.partialDeepStrictEqual({ a: { b: { c: 1, d: 2 } } }, { a: { b: { c: 1 } } }));
t(() => assert.partialDeepStrictEqual({ a: { b: { c: 1, d: 2 } } }, { a: { b: { c: 2 } } }));
// expect: pass
// expect: "Expected values to be partially and strictly deep-equal:\n+ actual - expected\n\n  {\n+   a: 1,\n+   b: 2\n-   a: 2\n  }\n" partialDeepStrictEqual true
// expect: pass
// expect: "Expected values to be partially and strictly deep-equal:\n+ actual - expected\n\n  [\n+   1,\n+   2,\n+   3,\n    4,\n-   2\n  ]\n" partialDeepStrictEqual true
// expect: pass
// expect: "Expected values to be partially and strictly deep-equal:\n+ actual - expected\n\n+ Set(2) {\n+   1,\n+   2\n- Set(1) {\n-   3\n  }\n" partialDeepStrictEqual true
// expect: pass
// expect: "Expected values to be partially and strictly deep-equal:\n+ actual - expected\n\n  Map(1) {\n+   1 => 'a'\n-   1 => 'b'\n  }\n" partialDeepStrictEqual true
// expect: pass
// expect: "Expected values to be partially and strictly deep-equal:\n+ actual - expected\n\n  {\n    a: {\n      b: {\n+       c: 1,\n+       d: 2\n-       c: 2\n      }\n    }\n  }\n" partialDeepStrictEqual true
