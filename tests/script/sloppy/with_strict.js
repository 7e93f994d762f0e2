"use strict";
with ({ a: 1 }) { a; } // expect error: SyntaxError: Strict mode code may not include a with statement
