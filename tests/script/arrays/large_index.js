const a = [];
a[100] = 1;
console.log(a.length);
a[4294967294] = 2;
console.log(a.length);
// expect: 101
// expect: 4294967295
