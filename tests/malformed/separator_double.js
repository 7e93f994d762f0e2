let n = 1__0; // expect error: SyntaxError: Only one underscore is allowed as numeric separator
