class A {
  #x;
  m() { delete this.#x; } // expect error: SyntaxError: Private fields can not be deleted
}
