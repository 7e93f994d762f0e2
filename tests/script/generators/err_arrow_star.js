// There are no arrow generators.
"use strict";
const g = *() => 1; // expect error: SyntaxError: Unexpected token '*'
