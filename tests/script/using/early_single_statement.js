if (1) using x = null; // expect error: SyntaxError: Unexpected identifier 'x'
