let f = (a)
=> a; // expect error: SyntaxError: Unexpected token '=>'
