console.log(Object.is(NaN, NaN), Object.is(0, -0), Object.is("a", "a"), Object.is({}, {}));
console.log([NaN].includes(NaN), [NaN].indexOf(NaN), [-0].includes(0));
// expect: true false true false
// expect: true -1 true
