function f(static) { "use strict"; } // expect error: SyntaxError: Unexpected strict mode reserved word
