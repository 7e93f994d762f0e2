const s = "abc; // expect error: SyntaxError: Invalid or unexpected token
