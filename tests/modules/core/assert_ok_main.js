// node:assert: ok (and the source of a failed assert()), fail, ifError, match.
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
t(() => assert.ok(0));
t(() => assert(false));
t(() => assert.ok(null, undefined));
t(() => assert.ok());
t(() => assert.ok(false, 'msg'));
t(() => assert.fail());
t(() => assert.fail('boom'));
t(() => assert.ifError(new Error('x')));
t(() => assert.ifError('str'));
t(() => assert.ifError(null));
t(() => assert.match('abc', /x/));
t(() => assert.doesNotMatch('abc', /b/));
t(() => assert.match(1, /x/));
t(() => assert.match('a', 'a'));
t(() => assert.strictEqual(1));
// expect: "The expression evaluated to a falsy value:\n\n  assert.ok(0)\n"
// expect: AssertionError ERR_ASSERTION == true
// expect: "The expression evaluated to a falsy value:\n\n  assert(false)\n"
// expect: AssertionError ERR_ASSERTION == true
// expect: "The expression evaluated to a falsy value:\n\n  assert.ok(null, undefined)\n"
// expect: AssertionError ERR_ASSERTION == true
// expect: "No value argument passed to `assert.ok()`"
// expect: AssertionError ERR_ASSERTION == true
// expect: "msg"
// expect: AssertionError ERR_ASSERTION == false
// expect: "Failed"
// expect: AssertionError ERR_ASSERTION fail true
// expect: "boom"
// expect: AssertionError ERR_ASSERTION fail false
// expect: "ifError got unwanted exception: x"
// expect: AssertionError ERR_ASSERTION ifError false
// expect: "ifError got unwanted exception: 'str'"
// expect: AssertionError ERR_ASSERTION ifError false
// expect: no throw
// expect: "The input did not match the regular expression /x/. Input:\n\n'abc'\n"
// expect: AssertionError ERR_ASSERTION match true
// expect: "The input was expected to not match the regular expression /b/. Input:\n\n'abc'\n"
// expect: AssertionError ERR_ASSERTION doesNotMatch true
// expect: "The \"string\" argument must be of type string. Received type number (1)"
// expect: AssertionError ERR_ASSERTION match true
// expect: "The \"regexp\" argument must be an instance of RegExp. Received type string ('a')"
// expect: TypeError ERR_INVALID_ARG_TYPE undefined undefined
// expect: "The \"actual\" and \"expected\" arguments must be specified"
// expect: TypeError ERR_MISSING_ARGS undefined undefined
