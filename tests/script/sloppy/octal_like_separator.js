var x = 08_1; // expect error: SyntaxError: Invalid or unexpected token
