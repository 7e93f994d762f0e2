class A {
  x = () => arguments; // expect error: SyntaxError: 'arguments' is not allowed in class field initializer or static initialization block
}
