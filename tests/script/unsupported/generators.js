// tarn-only: async generators are not in tarn's subset yet; they must be rejected, not mis-run
async function* g() { yield 1; } // expect error: SyntaxError: async generators are not supported by tarn yet
