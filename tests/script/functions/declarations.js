function add(a, b) { return a + b; }
console.log(add(2, 3), add.length, add.name);
const mul = function (a, b) { return a * b; };
console.log(mul(2, 3), mul.name);
const named = function inner() { return typeof inner; };
console.log(named(), named.name);
// expect: 5 2 add
// expect: 6 mul
// expect: function inner
