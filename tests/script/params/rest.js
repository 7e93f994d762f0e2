function f(first, ...rest) { return [first, rest, rest.length, Array.isArray(rest)]; }
console.log(f(1), f(1, 2, 3));
console.log(((...all) => all.join("+"))(1, 2, 3));
console.log(f.length);
// expect: [ 1, [], 0, true ] [ 1, [ 2, 3 ], 2, true ]
// expect: 1+2+3
// expect: 1
