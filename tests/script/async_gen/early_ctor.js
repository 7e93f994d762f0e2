class A {
  async *constructor() {} // expect error: SyntaxError: Class constructor may not be a generator
}
