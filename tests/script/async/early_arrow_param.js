async function f() { return (a = await 1) => a; } // expect error: SyntaxError: Illegal await-expression in formal parameters of async function
