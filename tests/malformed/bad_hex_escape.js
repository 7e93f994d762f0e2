let s = "\x4G"; // expect error: SyntaxError: Invalid hexadecimal escape sequence
