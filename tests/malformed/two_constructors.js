class A { constructor() {} constructor() {} } // expect error: SyntaxError: A class may only have one constructor
