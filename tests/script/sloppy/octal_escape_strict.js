function f() {
    "use strict";
    return "\07"; // expect error: SyntaxError: Octal escape sequences are not allowed in strict mode.
}
