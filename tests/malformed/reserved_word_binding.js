"use strict"; var yield = 1; // expect error: SyntaxError: Unexpected strict mode reserved word // tarn-only
