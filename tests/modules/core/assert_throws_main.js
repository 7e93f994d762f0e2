// node:assert: throws and doesNotThrow with classes, RegExps, validation
// objects and functions.
const assert = require('node:assert');
function t(f) {
  try {
    f();
    console.log('no throw');
  } catch (e) {
    console.log(e.name, e.code, JSON.stringify(e.message));
  }
}
const boom = () => { throw new TypeError('bad'); };
assert.throws(boom);
assert.throws(boom, TypeError);
assert.throws(boom, Error);
assert.throws(boom, /bad/);
assert.throws(boom, { name: 'TypeError', message: 'bad' });
assert.throws(boom, { message: /ba/ });
assert.throws(boom, (e) => e instanceof TypeError);
t(() => assert.throws(() => {}));
t(() => assert.throws(() => {}, 'msg here'));
t(() => assert.throws(() => {}, TypeError));
t(() => assert.throws(() => {}, TypeError, 'mm'));
t(() => assert.throws(boom, RangeError));
t(() => assert.throws(boom, /good/));
t(() => assert.throws(boom, { message: 'good' }));
t(() => assert.throws(boom, { message: /ba/, name: 'RangeError' }));
t(() => assert.throws(boom, {}));
t(() => assert.throws(boom, (e) => e.message === 'y'));
t(() => assert.throws(boom, function check() { return false; }));
t(() => assert.throws(() => { throw 5; }, { a: 1 }));
t(() => assert.throws(() => { throw new Error('x'); }, 'x'));
t(() => assert.throws(boom, 5));
t(() => assert.throws(5));
t(() => assert.doesNotThrow(boom));
t(() => assert.doesNotThrow(boom, 'msg'));
t(() => assert.doesNotThrow(boom, RangeError));
assert.doesNotThrow(() => 1);
// expect: AssertionError ERR_ASSERTION "Missing expected exception."
// expect: AssertionError ERR_ASSERTION "Missing expected exception: msg here"
// expect: AssertionError ERR_ASSERTION "Missing expected exception (TypeError)."
// expect: AssertionError ERR_ASSERTION "Missing expected exception (TypeError): mm"
// expect: AssertionError ERR_ASSERTION "The error is expected to be an instance of \"RangeError\". Received \"TypeError\"\n\nError message:\n\nbad"
// expect: AssertionError ERR_ASSERTION "The input did not match the regular expression /good/. Input:\n\n'TypeError: bad'\n"
// expect: AssertionError ERR_ASSERTION "Expected values to be strictly deep-equal:\n+ actual - expected\n\n  Comparison {\n+   message: 'bad'\n-   message: 'good'\n  }\n"
// expect: AssertionError ERR_ASSERTION "Expected values to be strictly deep-equal:\n+ actual - expected\n\n  Comparison {\n    message: 'bad',\n+   name: 'TypeError'\n-   name: 'RangeError'\n  }\n"
// expect: TypeError ERR_INVALID_ARG_VALUE "The argument 'error' may not be an empty object. Received {}"
// expect: AssertionError ERR_ASSERTION "The validation function is expected to return \"true\". Received false\n\nCaught error:\n\nTypeError: bad"
// expect: AssertionError ERR_ASSERTION "The \"check\" validation function is expected to return \"true\". Received false\n\nCaught error:\n\nTypeError: bad"
// expect: AssertionError ERR_ASSERTION "Expected values to be strictly deep-equal:\n+ actual - expected\n\n+ 5\n- {\n-   a: 1\n- }\n"
// expect: TypeError ERR_AMBIGUOUS_ARGUMENT "The \"error/message\" argument is ambiguous. The error message \"x\" is identical to the message."
// expect: TypeError ERR_INVALID_ARG_TYPE "The \"error\" argument must be of type function or an instance of Error, RegExp, or Object. Received type number (5)"
// expect: TypeError ERR_INVALID_ARG_TYPE "The \"fn\" argument must be of type function. Received type number (5)"
// expect: AssertionError ERR_ASSERTION "Got unwanted exception.\nActual message: \"bad\""
// expect: AssertionError ERR_ASSERTION "Got unwanted exception: msg\nActual message: \"bad\""
// expect: TypeError undefined "bad"
