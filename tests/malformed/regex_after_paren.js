if (true) /ab/.test('ab'); // expect error: SyntaxError: Regular expression literals are not supported yet // tarn-only
