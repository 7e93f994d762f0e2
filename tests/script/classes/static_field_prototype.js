class A {
  static prototype = 1; // expect error: SyntaxError: Classes may not have a static property named 'prototype'
}
