// node:assert: more of node's message forms: cycles, sets, primitives of
// different types, typed arrays, dates.
const assert = require('assert');
function t(f) { try { f(); console.log('no throw'); } catch (e) { console.log(JSON.stringify(e.message)); } }
const c = { a: 1 }; c.self = c; const d = { a: 2 }; d.self = d;
t(() => assert.deepStrictEqual(c, d));
t(() => assert.deepEqual(new Set([1, { a: 1 }]), new Set([1, { a: 2 }])));
t(() => assert.strictEqual(null, undefined));
t(() => assert.strictEqual(1n, 1));
t(() => assert.strictEqual(Symbol('a'), Symbol('a')));
t(() => assert.strictEqual(() => 1, () => 1));
t(() => assert.deepStrictEqual(new Uint8Array([1, 2]), new Uint8Array([1, 3])));
t(() => assert.deepStrictEqual({ date: new Date(0) }, { date: new Date(1000) }));
// expect: "Expected values to be strictly deep-equal:\n+ actual - expected\n\n  <ref *1> {\n+   a: 1,\n-   a: 2,\n    self: [Circular *1]\n  }\n"
// expect: "Expected values to be loosely deep-equal:\n\nSet(2) {\n  1,\n  {\n    a: 1\n  }\n}\n\nshould loosely deep-equal\n\nSet(2) {\n  1,\n  {\n    a: 2\n  }\n}"
// expect: "Expected values to be strictly equal:\n+ actual - expected\n\n+ null\n- undefined\n"
// expect: "Expected values to be strictly equal:\n\n1n !== 1\n"
// expect: "Expected values to be strictly equal:\n+ actual - expected\n\n+ Symbol(a)\n- Symbol(a)\n"
// expect: "Expected \"actual\" to be reference-equal to \"expected\":\n+ actual - expected\n\n+ [Function (anonymous)]\n- [Function (anonymous)]\n"
// expect: "Expected values to be strictly deep-equal:\n+ actual - expected\n\n  Uint8Array(2) [\n    1,\n+   2\n-   3\n  ]\n"
// expect: "Expected values to be strictly deep-equal:\n+ actual - expected\n\n  {\n+   date: 1970-01-01T00:00:00.000Z\n-   date: 1970-01-01T00:00:01.000Z\n  }\n"
