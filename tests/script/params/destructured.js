function f({ a, b = 5 }, [c, d = 7] = []) { return [a, b, c, d]; }
console.log(f({ a: 1 }), f({ a: 1, b: 2 }, [3, 4]));
// expect: [ 1, 5, undefined, 7 ] [ 1, 2, 3, 4 ]
