let o = {a = 1}; // expect error: SyntaxError: Invalid shorthand property initializer
