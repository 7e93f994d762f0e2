1 = 2; // expect error: SyntaxError: Invalid left-hand side in assignment
