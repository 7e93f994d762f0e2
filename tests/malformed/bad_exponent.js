let n = 1.5e; // expect error: SyntaxError: Invalid or unexpected token
