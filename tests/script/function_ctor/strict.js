// tarn-only
// tarn compiles every function strict, Function-made ones too (node's are sloppy).
console.log(Function('return this')()); // expect: undefined
console.log(Function('"use strict"; return this')()); // expect: undefined
Function('undeclared = 1')(); // expect runtime error: ReferenceError: undeclared is not defined
