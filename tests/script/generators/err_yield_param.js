// A yield expression in a generator's parameters is an early error.
"use strict";
function* g(a = yield 1) {} // expect error: SyntaxError: Yield expression not allowed in formal parameter
