async function f(a = await 1) { return a; } // expect error: SyntaxError: Illegal await-expression in formal parameters of async function
