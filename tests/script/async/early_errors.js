async function f() { var await = 1; } // expect error: SyntaxError: Unexpected reserved word
