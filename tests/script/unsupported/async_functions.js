// tarn-only: async functions are not in tarn's subset
async function f() { return 1; } // expect error: SyntaxError
