function f(x) {
  let x; // expect error: SyntaxError: Identifier 'x' has already been declared
}
