// A function named arguments is an error once its body turns out strict.
function arguments() { "use strict"; } // expect error: SyntaxError: Unexpected eval or arguments in strict mode
