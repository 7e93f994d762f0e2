// node:assert: AssertionError itself, the Assert class, rejects and doesNotReject.
const assert = require('node:assert');
function t(f) {
  try {
    f();
    console.log('no throw');
  } catch (e) {
    console.log(e.name, e.code, JSON.stringify(e.message));
  }
}
const e = new assert.AssertionError({ actual: 1, expected: 2, operator: 'strictEqual' });
console.log(e.name, e.code, e.generatedMessage, e.actual, e.expected, e.operator, e instanceof Error);
console.log(String(e).split('\n')[0], '|', e.stack.split('\n')[0]);
console.log(Object.keys(e));
const m = new assert.AssertionError({ message: 'mine', actual: 'a', expected: 'b', operator: 'x' });
console.log(m.message, m.generatedMessage, m.operator);
t(() => new assert.AssertionError(5));
const { Assert } = assert;
const strictOne = new Assert();
t(() => strictOne.equal(1, '1'));
new Assert({ strict: false }).equal(1, '1');
t(() => Assert());
(async () => {
  await assert.rejects(Promise.reject(new TypeError('r')), TypeError);
  await assert.rejects(async () => { throw new Error('zz'); }, { message: 'zz' });
  console.log('rejects passed');
  await assert.rejects(Promise.resolve(1)).catch((err) => console.log(err.code, err.message));
  await assert.rejects(Promise.resolve(1), Error).catch((err) => console.log(err.code, err.message));
  await assert.rejects(() => 5).catch((err) => console.log(err.code, err.message));
  await assert.rejects(5).catch((err) => console.log(err.code, err.message));
  await assert.doesNotReject(Promise.resolve(2));
  await assert.doesNotReject(Promise.reject(new Error('no'))).catch((err) => console.log(err.code, err.message));
  await assert.rejects(Promise.reject(new Error('x')), RangeError).catch((err) => console.log(err.code, err.operator));
})();
// expect: AssertionError ERR_ASSERTION true 1 2 strictEqual true
// expect: AssertionError [ERR_ASSERTION]: Expected values to be strictly equal: | AssertionError [ERR_ASSERTION]: Expected values to be strictly equal:
// expect: [
// expect:   'generatedMessage',
// expect:   'code',
// expect:   'actual',
// expect:   'expected',
// expect:   'operator',
// expect:   'diff'
// expect: ]
// expect: mine false x
// expect: TypeError ERR_INVALID_ARG_TYPE "The \"options\" argument must be of type object. Received type number (5)"
// expect: AssertionError ERR_ASSERTION "Expected values to be strictly equal:\n\n1 !== '1'\n"
// expect: TypeError ERR_CONSTRUCT_CALL_REQUIRED "Class constructor Assert cannot be invoked without `new`"
// expect: rejects passed
// expect: ERR_ASSERTION Missing expected rejection.
// expect: ERR_ASSERTION Missing expected rejection (Error).
// expect: ERR_INVALID_RETURN_VALUE Expected instance of Promise to be returned from the "promiseFn" function but got type number (5).
// expect: ERR_INVALID_ARG_TYPE The "promiseFn" argument must be of type function or an instance of Promise. Received type number (5)
// expect: ERR_ASSERTION Got unwanted rejection.
// expect: Actual message: "no"
// expect: ERR_ASSERTION rejects
