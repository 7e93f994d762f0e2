let r = /ab+c/gg; // expect error: SyntaxError: Invalid regular expression flags
