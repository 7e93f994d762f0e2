// node:assert: more of node's message forms: -0, nested arrays, null
// prototypes, values cut at 512 characters.
const assert = require('assert');
function t(f) { try { f(); console.log('no throw'); } catch (e) { console.log(JSON.stringify(e.message)); } }
t(() => assert.notDeepEqual({ a: [1, 2, 3] }, { a: [1, 2, 3] }));
t(() => assert.deepStrictEqual(-0, 0));
t(() => assert.deepStrictEqual([1, [2, [3, [4, [5]]]]], [1, [2, [3, [4, [6]]]]]));
t(() => assert.deepStrictEqual(Object.create(null), {}));
t(() => assert.ok(typeof 123 === 'string'));
t(() => assert.equal('a'.repeat(600), 'b'));
t(() => assert.deepEqual('a'.repeat(600), 'b'));
// expect: "Expected \"actual\" not to be loosely deep-equal to:\n\n{\n  a: [\n    1,\n    2,\n    3\n  ]\n}"
// expect: "Expected values to be strictly deep-equal:\n+ actual - expected\n\n+ -0\n- 0\n"
// expect: "Expected values to be strictly deep-equal:\n+ actual - expected\n... Skipped lines\n\n  [\n    1,\n    [\n      2,\n      [\n...\n          [\n+           5\n-           6\n          ]\n        ]\n      ]\n    ]\n  ]\n"
// expect: "Expected values to be strictly deep-equal:\n+ actual - expected\n\n+ [Object: null prototype] {}\n- {}\n"
// expect: "The expression evaluated to a falsy value:\n\n  assert.ok(typeof 123 === 'string')\n"
// expect: "'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa... == 'b'"
// expect: "Expected values to be loosely deep-equal:\n\n'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa...\n\nshould loosely deep-equal\n\n'b'"
