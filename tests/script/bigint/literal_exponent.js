// No exponent in a BigInt literal.
let a = 1e3n; // expect error: SyntaxError: Invalid or unexpected token
