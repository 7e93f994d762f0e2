let n = 3in; // expect error: SyntaxError: Invalid or unexpected token
