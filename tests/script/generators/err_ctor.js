// A class constructor cannot be a generator.
"use strict";
class A {
  *constructor() {} // expect error: SyntaxError: Class constructor may not be a generator
}
