class A {
  constructor = 1; // expect error: SyntaxError: Classes may not have a field named 'constructor'
}
