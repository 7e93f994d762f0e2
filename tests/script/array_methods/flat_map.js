console.log([1, 2, 3].flatMap(x => [x, x * 10]), [[1], [2, [3]]].flat(), [1, 2].flatMap(x => x));
// expect: [ 1, 10, 2, 20, 3, 30 ] [ 1, 2, [ 3 ] ] [ 1, 2 ]
