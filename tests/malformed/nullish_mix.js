let a = b ?? c || d; // expect error: SyntaxError: Unexpected token '||'
