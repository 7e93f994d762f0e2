let s = "\u12"; // expect error: SyntaxError: Invalid Unicode escape sequence
