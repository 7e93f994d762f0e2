// Sloppy functions with simple parameter lists may repeat a name: the last wins.
function f(a, a) { return a; }
console.log(f(1, 2), f(1), f.length);
function g(a, b, a) { return [a, b, arguments.length].join(); }
console.log(g(1, 2, 3));
// expect: 2 undefined 2
// expect: 3,2,3
