class A {
  #constructor() {} // expect error: SyntaxError: Class constructor may not be a private method
}
