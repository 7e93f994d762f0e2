async function* g() { for await (const x in y) {} } // expect error: SyntaxError: Unexpected token 'in'
