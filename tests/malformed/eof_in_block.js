function f() {
  let x = 1; // expect error: SyntaxError: Unexpected end of input