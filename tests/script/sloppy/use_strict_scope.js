// "use strict" applies to its function and what it contains, not to its caller.
function outer() {
    function inner() { return this; }
    return inner();
}
function strictOuter() {
    "use strict";
    function inner() { return this; }
    return inner();
}
console.log(outer() === globalThis, strictOuter());
// a string that is not the first statement is no directive
function late() { let a = 1; "use strict"; return this; }
console.log(late() === globalThis);
// nor is a parenthesised or escaped one
function paren() { ("use strict"); return this; }
function escaped() { "use\x20strict"; return this; }
console.log(paren() === globalThis, escaped() === globalThis);
// expect: true undefined
// expect: true
// expect: true true
