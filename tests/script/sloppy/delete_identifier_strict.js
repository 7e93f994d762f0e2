function f(x) {
    "use strict";
    delete x; // expect error: SyntaxError: Delete of an unqualified identifier in strict mode.
}
