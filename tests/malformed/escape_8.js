"use strict"; let s = "\8"; // expect error: SyntaxError: \8 and \9 are not allowed in strict mode. // tarn-only
