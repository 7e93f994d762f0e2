break; // expect error: SyntaxError: Illegal break statement
