\u0069f (1) {} // expect error: SyntaxError: Keyword must not contain escaped characters
