continue; // expect error: SyntaxError: Illegal continue statement: no surrounding iteration statement
