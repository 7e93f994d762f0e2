const m = [[1, 2], [3, 4]];
console.log(m[1][0], m, m.flat(), [1, [2, [3, [4]]]].flat(Infinity));
// expect: 3 [ [ 1, 2 ], [ 3, 4 ] ] [ 1, 2, 3, 4 ] [ 1, 2, 3, 4 ]
