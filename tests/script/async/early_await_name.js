const f = async await => 1; // expect error: SyntaxError: 'await' is not a valid identifier name in an async function
