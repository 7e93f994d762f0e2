class A {
  m() { return this.#y; } // expect error: SyntaxError: Private field '#y' must be declared in an enclosing class
}
