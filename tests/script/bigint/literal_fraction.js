// A BigInt literal is an integer.
let a = 1.5n; // expect error: SyntaxError: Invalid or unexpected token
