class A { #x = 1; #x; } // expect error: SyntaxError: Identifier '#x' has already been declared
