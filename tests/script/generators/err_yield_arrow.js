// yield is not an operator in an arrow inside a generator (and arrows cannot be generators).
"use strict";
function* g() {
  const f = () => yield 1; // expect error: SyntaxError: Unexpected strict mode reserved word
}
