class A { m() {} static s() {} }
console.log(Object.keys(A.prototype), Object.getOwnPropertyNames(A.prototype), Object.keys(A));
// expect: [] [ 'constructor', 'm' ] []
