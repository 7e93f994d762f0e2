// a BigInt literal with a fraction is V8's SyntaxError
let x = 1.5n; // expect error: SyntaxError: Invalid or unexpected token
