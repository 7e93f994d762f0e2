class A {
  static {
    let await; // expect error: SyntaxError: Unexpected reserved word
  }
}
