// tarn-only: always strict, so a plain call gets this === undefined
function f() { return this; }
console.log(f()); // expect: undefined
