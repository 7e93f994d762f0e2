// ... but never as the body of a loop or an if statement.
while (false) l1: l2: function f() {} // expect error: SyntaxError: In non-strict mode code, functions can only be declared at top level, inside a block, or as the body of an if statement.
