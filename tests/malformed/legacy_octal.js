"use strict"; let n = 017; // expect error: SyntaxError: Octal literals are not allowed in strict mode. // tarn-only
