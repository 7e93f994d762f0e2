function f(a, b = 2, c = a + b) { return [a, b, c]; }
console.log(f(1), f(1, 5), f(1, undefined, 0), f(1, null));
console.log(f.length);
// expect: [ 1, 2, 3 ] [ 1, 5, 6 ] [ 1, 2, 0 ] [ 1, null, 1 ]
// expect: 1
