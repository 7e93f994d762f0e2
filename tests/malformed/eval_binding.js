"use strict"; let eval = 1; // expect error: SyntaxError: Unexpected eval or arguments in strict mode // tarn-only
