console.log([10, 9, 1, 100].sort(), [10, 9, 1, 100].sort((a, b) => a - b));
console.log(["b", "a", "C"].sort(), [true, false].sort());
// expect: [ 1, 10, 100, 9 ] [ 1, 9, 10, 100 ]
// expect: [ 'C', 'a', 'b' ] [ false, true ]
