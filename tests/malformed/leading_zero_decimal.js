"use strict"; let n = 08; // expect error: SyntaxError: Decimals with leading zeros are not allowed in strict mode. // tarn-only
