// Function-made functions are sloppy unless their body says "use strict".
console.log(Function('return this')() === globalThis);
console.log(Function('"use strict"; return this')());
Function('undeclaredFromFunction = 1')();
console.log(undeclaredFromFunction);
Function('"use strict"; undeclared = 1')(); // expect runtime error: ReferenceError: undeclared is not defined
// expect: true
// expect: undefined
// expect: 1
