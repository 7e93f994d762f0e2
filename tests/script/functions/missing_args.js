function f(a, b, c) { return [a, b, c]; }
console.log(f(1));
console.log(f(1, 2, 3, 4));
// expect: [ 1, undefined, undefined ]
// expect: [ 1, 2, 3 ]
