class A { async constructor() {} } // expect error: SyntaxError: Class constructor may not be an async method
