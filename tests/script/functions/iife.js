const r = (function (x) { return x * 2; })(21);
console.log(r);
console.log((() => "arrow iife")());
// expect: 42
// expect: arrow iife
