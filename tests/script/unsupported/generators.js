// tarn-only: generators are not in tarn's subset; they must be rejected, not mis-run
function* g() { yield 1; } // expect error: SyntaxError
