function f(a = 1) {
  let a = 2; // expect error: SyntaxError: Identifier 'a' has already been declared
}
