"use strict";
async function* g() {
  function h() { yield 1; } // expect error: SyntaxError: Unexpected strict mode reserved word
}
