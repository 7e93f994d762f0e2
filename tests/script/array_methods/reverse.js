const a = [1, 2, 3];
console.log(a.reverse(), a);
// expect: [ 3, 2, 1 ] [ 3, 2, 1 ]
