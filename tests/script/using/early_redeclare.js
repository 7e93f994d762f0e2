{ using x = null; var x; } // expect error: SyntaxError: Identifier 'x' has already been declared
