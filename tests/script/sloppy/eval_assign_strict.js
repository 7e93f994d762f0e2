function f() {
    "use strict";
    eval = 1; // expect error: SyntaxError: Unexpected eval or arguments in strict mode
}
