for (using x of [], y of []); // expect error: SyntaxError: Unexpected token ','
