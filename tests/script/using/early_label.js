label: using x = null; // expect error: SyntaxError: Unexpected identifier 'x'
