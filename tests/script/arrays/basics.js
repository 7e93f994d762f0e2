const a = [1, 2, 3];
console.log(a.length, a[0], a[3], a);
a[5] = 6;
console.log(a.length, a);
a.length = 2;
console.log(a, a.length);
// expect: 3 1 undefined [ 1, 2, 3 ]
// expect: 6 [ 1, 2, 3, <2 empty items>, 6 ]
// expect: [ 1, 2 ] 2
