let n = 0_1; // expect error: SyntaxError: Numeric separator can not be used after leading 0.
