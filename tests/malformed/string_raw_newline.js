let s = "ab// expect error: SyntaxError: Invalid or unexpected token
c";
