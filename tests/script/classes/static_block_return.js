class A {
  static {
    return; // expect error: SyntaxError: Illegal return statement
  }
}
