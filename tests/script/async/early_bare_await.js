async function f() { await; } // expect error: SyntaxError: Unexpected token ';'
