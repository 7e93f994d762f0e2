{ using a = null, b; } // expect error: SyntaxError: Missing initializer in using declaration
