// An inner function's `arguments` is its own, even when the outer one also uses arguments.
function outer() { arguments; return function () { return arguments[0]; }; }
console.log(outer('outer')('inner'));
function outer2() { const a = arguments; return [a[0], (function () { return arguments[0]; })('inner2'), (() => arguments[0])()].join(); }
console.log(outer2('outer2'));
function outer3() { var arguments = 'declared'; return function () { return arguments[0]; }; }
console.log(outer3()('inner3'));
// expect: inner
// expect: outer2,inner2,outer2
// expect: inner3
