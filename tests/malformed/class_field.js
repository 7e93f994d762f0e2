class A { x = 1; } // expect error: SyntaxError: class fields are not supported by tarn yet // tarn-only
