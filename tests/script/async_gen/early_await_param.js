async function* g(a = await 1) {} // expect error: SyntaxError: Illegal await-expression in formal parameters of async function
