function* g() {} // expect error: SyntaxError: generators are not supported by tarn yet // tarn-only
