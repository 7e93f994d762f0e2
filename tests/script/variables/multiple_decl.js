let a = 1, b = a + 1, c;
var d = 4, e;
console.log(a, b, c, d, e);
// expect: 1 2 undefined 4 undefined
