function f() {
    "use strict";
    return 010; // expect error: SyntaxError: Octal literals are not allowed in strict mode.
}
