async function* g() {} // expect error: SyntaxError: async functions are not supported by tarn yet // tarn-only
