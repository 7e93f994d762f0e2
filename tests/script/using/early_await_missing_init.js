async function f() { await using x; } // expect error: SyntaxError: Missing initializer in await using declaration
