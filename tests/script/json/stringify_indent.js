const o = { a: [1, { b: 2 }], c: {}, d: [] };
console.log(JSON.stringify(o, null, 2));
console.log(JSON.stringify(o, null, "--"));
console.log(JSON.stringify([1, 2], null, 20).length);
// expect: {
// expect:   "a": [
// expect:     1,
// expect:     {
// expect:       "b": 2
// expect:     }
// expect:   ],
// expect:   "c": {},
// expect:   "d": []
// expect: }
// expect: {
// expect: --"a": [
// expect: ----1,
// expect: ----{
// expect: ------"b": 2
// expect: ----}
// expect: --],
// expect: --"c": {},
// expect: --"d": []
// expect: }
// expect: 28
