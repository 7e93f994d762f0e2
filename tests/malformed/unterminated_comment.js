let x = 1; /* never // expect error: SyntaxError: Invalid or unexpected token
closed
