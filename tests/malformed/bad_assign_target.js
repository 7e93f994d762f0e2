(a + b) = 1; // expect error: SyntaxError: Invalid left-hand side in assignment
