let a = 1;
@ // expect error: SyntaxError: Invalid or unexpected token
