class A {
  x = super(); // expect error: SyntaxError: 'super' keyword unexpected here
}
