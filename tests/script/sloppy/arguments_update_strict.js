"use strict";
arguments++; // expect error: SyntaxError: Unexpected eval or arguments in strict mode
