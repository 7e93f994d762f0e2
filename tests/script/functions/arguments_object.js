function f() { return arguments.length + ":" + Array.prototype.join.call(arguments, "-"); }
console.log(f(), f(1), f(1, 2, 3));
function g(a) { return arguments[0] + arguments[1]; }
console.log(g(1, 2));
// expect: 0: 1:1 3:1-2-3
// expect: 3
