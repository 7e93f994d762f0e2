++(a + b); // expect error: SyntaxError: Invalid left-hand side expression in prefix operation
