// take/drop limits as node 26 checks them: NaN, negative and undefined are
// RangeErrors (and close the iterator); a finite limit above 2^53-1 is not
// (the current spec says RangeError; test262's take/drop limit tests fail
// in node too, and tarn prints what node prints).
const closing = () => {
  const it = Object.create(Iterator.prototype);
  let n = 0;
  it.next = () => (n < 3 ? { done: false, value: ++n } : { done: true, value: undefined });
  it.return = () => { console.log('  closed'); return {}; };
  return it;
};
for (const m of ['take', 'drop']) {
  for (const lim of [NaN, -1, undefined, -0.5, 0, Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER + 1, 2 ** 60, Infinity]) {
    try {
      const r = closing()[m](lim);
      console.log(m, lim, 'ok', r.next());
    } catch (e) {
      console.log(m, lim, e.name, e.message);
    }
  }
}
// expect:   closed
// expect: take NaN RangeError NaN must be positive
// expect:   closed
// expect: take -1 RangeError -1 must be positive
// expect:   closed
// expect: take undefined RangeError undefined must be positive
// expect:   closed
// expect: take -0.5 ok { value: undefined, done: true }
// expect:   closed
// expect: take 0 ok { value: undefined, done: true }
// expect: take 9007199254740991 ok { value: 1, done: false }
// expect: take 9007199254740992 ok { value: 1, done: false }
// expect: take 1152921504606847000 ok { value: 1, done: false }
// expect: take Infinity ok { value: 1, done: false }
// expect:   closed
// expect: drop NaN RangeError NaN must be positive
// expect:   closed
// expect: drop -1 RangeError -1 must be positive
// expect:   closed
// expect: drop undefined RangeError undefined must be positive
// expect: drop -0.5 ok { value: 1, done: false }
// expect: drop 0 ok { value: 1, done: false }
// expect: drop 9007199254740991 ok { value: undefined, done: true }
// expect: drop 9007199254740992 ok { value: undefined, done: true }
// expect: drop 1152921504606847000 ok { value: undefined, done: true }
// expect: drop Infinity ok { value: undefined, done: true }
