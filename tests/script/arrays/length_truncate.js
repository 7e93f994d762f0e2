const a = [1, 2, 3, 4, 5];
a.length = 3;
console.log(a);
a.length = 5;
console.log(a);
a.length = 0;
console.log(a, a[0]);
// expect: [ 1, 2, 3 ]
// expect: [ 1, 2, 3, <2 empty items> ]
// expect: [] undefined
