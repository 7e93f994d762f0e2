let a = 1; } // expect error: SyntaxError: Unexpected token '}'
