const o = { a: 1 };
o.a = 2;
o.b = 3;
console.log(o);
const arr = [];
arr.push(1);
console.log(arr);
// expect: { a: 2, b: 3 }
// expect: [ 1 ]
