const o = { a: [1, 2, { b: [3, { c: 4 }] }], s: "str", n: null, u: undefined, f() {} };
console.log(o);
console.log({ deep: { deeper: { deepest: { gone: 1 } } } });
// expect: {
// expect:   a: [ 1, 2, { b: [Array] } ],
// expect:   s: 'str',
// expect:   n: null,
// expect:   u: undefined,
// expect:   f: [Function: f]
// expect: }
// expect: { deep: { deeper: { deepest: [Object] } } }
