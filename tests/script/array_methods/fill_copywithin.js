console.log(new Array(4).fill(0), [1, 2, 3, 4].fill(9, 1, 3), [1, 2, 3, 4, 5].copyWithin(0, 3));
// expect: [ 0, 0, 0, 0 ] [ 1, 9, 9, 4 ] [ 4, 5, 3, 4, 5 ]
