// node:assert: more of node's message forms: multi-line strings, errors (shown
// without their stacks), reordered arrays, a long array collapsed.
const assert = require('assert');
function t(f) { try { f(); console.log('no throw'); } catch (e) { console.log(JSON.stringify(e.message)); } }
t(() => assert.strictEqual('line1\nline2\nline3', 'line1\nlineX\nline3'));
t(() => assert.strictEqual('a long string with no newline at all here', 'short'));
t(() => assert.deepStrictEqual({ s: 'first line\nsecond line\nthird' }, { s: 'first line\nsecond line\nfourth' }));
t(() => assert.deepStrictEqual([{ a: 1, b: 'x' }, { a: 2 }], [{ a: 1, b: 'y' }, { a: 2 }]));
t(() => assert.deepStrictEqual({ a: undefined }, {}));
t(() => assert.deepStrictEqual(new Error('a'), new Error('b')));
t(() => assert.deepStrictEqual([1, 2, 3], [3, 2, 1]));
t(() => assert.deepStrictEqual({ arr: new Array(30).fill(0).map((_, i) => i) }, { arr: new Array(30).fill(0).map((_, i) => i === 15 ? -1 : i) }));
// expect: "Expected values to be strictly equal:\n+ actual - expected\n\n+ 'line1\\nline2\\nline3'\n- 'line1\\nlineX\\nline3'\n              ^\n"
// expect: "Expected values to be strictly equal:\n+ actual - expected\n\n+ 'a long string with no newline at all here'\n- 'short'\n"
// expect: "Expected values to be strictly deep-equal:\n+ actual - expected\n\n  {\n+   s: 'first line\\nsecond line\\nthird'\n-   s: 'first line\\nsecond line\\nfourth'\n  }\n"
// expect: "Expected values to be strictly deep-equal:\n+ actual - expected\n\n  [\n    {\n      a: 1,\n+     b: 'x'\n-     b: 'y'\n    },\n    {\n      a: 2\n    }\n  ]\n"
// expect: "Expected values to be strictly deep-equal:\n+ actual - expected\n\n+ {\n+   a: undefined\n+ }\n- {}\n"
// expect: "Expected values to be strictly deep-equal:\n+ actual - expected\n\n+ [Error: a]\n- [Error: b]\n"
// expect: "Expected values to be strictly deep-equal:\n+ actual - expected\n\n  [\n+   1,\n+   2,\n    3,\n-   2,\n-   1\n  ]\n"
// expect: "Expected values to be strictly deep-equal:\n+ actual - expected\n... Skipped lines\n\n  {\n    arr: [\n      0,\n      1,\n      2,\n...\n      14,\n+     15,\n-     -1,\n      16,\n      17,\n      18,\n      19,\n      20,\n"
