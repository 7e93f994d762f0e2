// env: TARN_LAZY_DISCARD=1
// Strict mode's early errors in a never-called function (its own "use
// strict" directive) are reported at load.
console.log("never printed");
const o = {
    method() {
        "use strict";
        let x = 1;
        return function () { delete x; }; // expect error: SyntaxError: Delete of an unqualified identifier in strict mode.
    },
};
