let n = 0;
function next() { return ++n; }
function f(a = next()) { return a; }
console.log(f(), f(), f(10), n);
// expect: 1 2 10 2
