// A BigInt literal has no leading zero.
let a = 01n; // expect error: SyntaxError: Invalid or unexpected token
