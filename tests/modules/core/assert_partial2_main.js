// assert.partialDeepStrictEqual: primitives, classes, typed arrays, custom
// messages, symbols; the keys of assert and assert.strict.
const assert = require('assert');
function t(f) { try { f(); console.log('pass'); } catch (e) { console.log(JSON.stringify(e.message), e.operator, e.generatedMessage); } }
t(() => assert.partialDeepStrictEqual(1, 1));
t(() => assert.partialDeepStrictEqual(1, 2));
t(() => assert.partialDeepStrictEqual(0, -0));
class P { constructor() { this.a = 1; this.b = 2; } }
t(() => assert.partialDeepStrictEqual(new P(), { a: 1 }));
t(() => assert.partialDeepStrictEqual({ a: 1 }, { a: 1, b: undefined }));
t(() => assert.partialDeepStrictEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 3])));
t(() => assert.partialDeepStrictEqual([1, 2], [1, 2, 3]));
t(() => assert.partialDeepStrictEqual({ a: 1 }, { a: 1 }, 'custom'));
t(() => assert.partialDeepStrictEqual(1));
t(() => assert.partialDeepStrictEqual([1, [2, 3]], [[3]]));
t(() => assert.partialDeepStrictEqual(new Date(0), new Date(0)));
t(() => assert.partialDeepStrictEqual({ [Symbol.for('s')]: 1, a: 2 }, { [Symbol.for('s')]: 1 }));
console.log(Object.keys(assert).join());
console.log(Object.keys(assert.strict).join());
// expect: pass
// expect: "Expected values to be partially and strictly deep-equal:\n\n1 !== 2\n" partialDeepStrictEqual true
// expect: "Expected values to be partially and strictly deep-equal:\n+ actual - expected\n\n+ 0\n- -0\n" partialDeepStrictEqual true
// expect: pass
// expect: "Expected values to be partially and strictly deep-equal:\n+ actual - expected\n\n  {\n    a: 1,\n-   b: undefined\n  }\n" partialDeepStrictEqual true
// expect: pass
// expect: "Expected values to be partially and strictly deep-equal:\n+ actual - expected\n\n  [\n    1,\n    2,\n-   3\n  ]\n" partialDeepStrictEqual true
// expect: pass
// expect: "The \"actual\" and \"expected\" arguments must be specified" undefined undefined
// expect: pass
// expect: pass
// expect: pass
// expect: AssertionError,ok,fail,equal,notEqual,deepEqual,notDeepEqual,deepStrictEqual,notDeepStrictEqual,strictEqual,notStrictEqual,partialDeepStrictEqual,match,doesNotMatch,throws,rejects,doesNotThrow,doesNotReject,ifError,strict,Assert
// expect: AssertionError,ok,fail,equal,notEqual,deepEqual,notDeepEqual,deepStrictEqual,notDeepStrictEqual,strictEqual,notStrictEqual,partialDeepStrictEqual,match,doesNotMatch,throws,rejects,doesNotThrow,doesNotReject,ifError,Assert,strict
