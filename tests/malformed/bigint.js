let n = 10n; // expect error: SyntaxError: BigInt literals are not supported by tarn // tarn-only
