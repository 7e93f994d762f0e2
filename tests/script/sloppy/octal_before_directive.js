// An octal escape in an earlier directive of the prologue is an error once "use strict" follows.
function f() {
    "\07"; // expect error: SyntaxError: Octal escape sequences are not allowed in strict mode.
    "use strict";
}
