let n = 0b12; // expect error: SyntaxError: Invalid or unexpected token
