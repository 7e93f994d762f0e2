"use strict";
let let = 1; // expect error: SyntaxError: Unexpected strict mode reserved word
