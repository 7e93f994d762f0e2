const x = ); // expect error: SyntaxError: Unexpected token ')'
