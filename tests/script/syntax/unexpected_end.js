function f() {
  return 1;
// expect error: SyntaxError: Unexpected end of input