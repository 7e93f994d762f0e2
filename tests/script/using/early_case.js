// V8: not directly in a case clause
switch (1) { case 1: using z = null; } // expect error: SyntaxError: Unexpected identifier 'z'
