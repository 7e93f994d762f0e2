const ops = { add: (a, b) => a + b, sub: (a, b) => a - b };
function apply(fn, ...args) { return fn(...args); }
console.log(apply(ops.add, 1, 2), apply(ops.sub, 5, 3));
const compose = (f, g) => x => f(g(x));
console.log(compose(x => x + 1, x => x * 2)(5));
// expect: 3 2
// expect: 11
