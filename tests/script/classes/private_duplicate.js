class A {
  #x;
  #x; // expect error: SyntaxError: Identifier '#x' has already been declared
}
