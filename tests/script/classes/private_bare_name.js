class A {
  #x;
  m() { return #x; } // expect error: SyntaxError: Unexpected identifier '#x'
}
