// A separator may not end a BigInt literal.
let a = 1_n; // expect error: SyntaxError: Numeric separators are not allowed at the end of numeric literals
