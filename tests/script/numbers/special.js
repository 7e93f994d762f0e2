console.log(NaN, Infinity, -Infinity, -0, 0 * -1);
console.log(1 / 0, -1 / 0, 0 / 0, Object.is(-0, 0), 1 / -0);
console.log(NaN === NaN, isNaN(NaN), Number.isNaN("x"), isNaN("x"));
// expect: NaN Infinity -Infinity -0 -0
// expect: Infinity -Infinity NaN false -Infinity
// expect: false true false true
