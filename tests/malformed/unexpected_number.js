let a = 1 2; // expect error: SyntaxError: Unexpected number
