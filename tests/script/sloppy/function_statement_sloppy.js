while (false) function f() {} // expect error: SyntaxError: In non-strict mode code, functions can only be declared at top level, inside a block, or as the body of an if statement.
