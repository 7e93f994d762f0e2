// `yield` is reserved: it cannot name a binding inside (or outside) a generator.
"use strict";
function* g() {
  let yield = 1; // expect error: SyntaxError: Unexpected strict mode reserved word
}
