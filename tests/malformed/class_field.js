class A { x = 1 y = 2 } // expect error: SyntaxError: Unexpected identifier 'y'
