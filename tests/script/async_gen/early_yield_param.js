async function* g(a = yield) {} // expect error: SyntaxError: Yield expression not allowed in formal parameter
