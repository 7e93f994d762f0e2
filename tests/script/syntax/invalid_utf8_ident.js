// Outside literals and comments ill-formed UTF-8 is U+FFFD, which is no
// identifier character: an invalid token, as in node.
let abÿ = 1; // expect error: SyntaxError: Invalid or unexpected token
