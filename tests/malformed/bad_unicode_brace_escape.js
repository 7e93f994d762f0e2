let s = "\u{}"; // expect error: SyntaxError: Invalid Unicode escape sequence
