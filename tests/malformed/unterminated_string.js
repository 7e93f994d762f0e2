let s = "abc // expect error: SyntaxError: Invalid or unexpected token
