let n = 0x; // expect error: SyntaxError: Invalid or unexpected token
