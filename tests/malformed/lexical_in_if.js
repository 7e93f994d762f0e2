if (true) let x = 1; // expect error: SyntaxError: Lexical declaration cannot appear in a single-statement context
