"use strict";
console.log(09); // expect error: SyntaxError: Decimals with leading zeros are not allowed in strict mode.
