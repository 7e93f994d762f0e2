async function* g() {} // expect error: SyntaxError: async generators are not supported by tarn yet // tarn-only
