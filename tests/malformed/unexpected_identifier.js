let a = b c; // expect error: SyntaxError: Unexpected identifier 'c'
