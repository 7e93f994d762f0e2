for (using x in {}) ; // expect error: SyntaxError: Invalid 'using' in for-in loop
