String.raw`x`; // expect error: SyntaxError: tagged templates are not supported by tarn yet // tarn-only
