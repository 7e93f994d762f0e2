// An arrow inside a generator cannot have a yield expression in its parameters.
"use strict";
function* g() {
  const f = (a = yield 1) => a; // expect error: SyntaxError: Yield expression not allowed in formal parameter
}
