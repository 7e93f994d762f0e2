"use strict";
var o = { 010: 1 }; // expect error: SyntaxError: Octal literals are not allowed in strict mode.
