"use strict"; let s = "\01"; // expect error: SyntaxError: Octal escape sequences are not allowed in strict mode. // tarn-only
