// node:assert: AssertionError's fields and node 26's messages for the
// equality assertions (the short form, the stacked form, custom messages).
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
t(() => assert.strictEqual(1, 2));
t(() => assert.strictEqual('a\nb', 'a\nc'));
t(() => assert.strictEqual('hello world', 'hello there'));
t(() => assert.strictEqual(12345678, 123456789));
t(() => assert.strictEqual({ a: 1 }, { a: 1 }));
t(() => assert.strictEqual(1, 2, 'custom'));
t(() => assert.strictEqual(1, 2, 'a %s b', 'X'));
t(() => assert.strictEqual(1, 2, () => 'from fn'));
t(() => assert.strictEqual(1, 2, new TypeError('own')));
t(() => assert.strictEqual(1, 2, 5));
t(() => assert.equal(1, 2));
t(() => assert.notEqual(1, '1'));
t(() => assert.notStrictEqual('abcdef', 'abcdef'));
t(() => { const o = { a: 1 }; assert.notStrictEqual(o, o); });
// expect: "Expected values to be strictly equal:\n\n1 !== 2\n"
// expect: AssertionError ERR_ASSERTION strictEqual true
// expect: "Expected values to be strictly equal:\n\n'a\\nb' !== 'a\\nc'\n"
// expect: AssertionError ERR_ASSERTION strictEqual true
// expect: "Expected values to be strictly equal:\n+ actual - expected\n\n+ 'hello world'\n- 'hello there'\n         ^\n"
// expect: AssertionError ERR_ASSERTION strictEqual true
// expect: "Expected values to be strictly equal:\n+ actual - expected\n\n+ 12345678\n- 123456789\n"
// expect: AssertionError ERR_ASSERTION strictEqual true
// expect: "Values have same structure but are not reference-equal:\n\n{\n  a: 1\n}\n"
// expect: AssertionError ERR_ASSERTION strictEqual true
// expect: "custom\n\n1 !== 2\n"
// expect: AssertionError ERR_ASSERTION strictEqual false
// expect: "a X b\n\n1 !== 2\n"
// expect: AssertionError ERR_ASSERTION strictEqual false
// expect: "from fn\n\n1 !== 2\n"
// expect: AssertionError ERR_ASSERTION strictEqual false
// expect: "own"
// expect: TypeError undefined undefined undefined
// expect: "The \"message\" argument must be one of type string or function. Received type number (5)"
// expect: TypeError ERR_INVALID_ARG_TYPE undefined undefined
// expect: "1 == 2"
// expect: AssertionError ERR_ASSERTION == true
// expect: "1 != '1'"
// expect: AssertionError ERR_ASSERTION != true
// expect: "Expected \"actual\" to be strictly unequal to:\n\n'abcdef'"
// expect: AssertionError ERR_ASSERTION notStrictEqual true
// expect: "Expected \"actual\" not to be reference-equal to \"expected\":\n\n{\n  a: 1\n}\n"
// expect: AssertionError ERR_ASSERTION notStrictEqual true
