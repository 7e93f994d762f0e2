"use strict"; let x = 1; delete x; // expect error: SyntaxError: Delete of an unqualified identifier in strict mode. // tarn-only
