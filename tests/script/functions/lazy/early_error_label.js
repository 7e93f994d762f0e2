// env: TARN_LAZY_DISCARD=1
// An early error inside a nested function that is never called is still
// reported at load, before anything runs (functions are compiled at their
// first call, but parsed and analysed with the whole file).
console.log("never printed");
function outer() {
    return function inner() {
        for (;;) {
            break missing; // expect error: SyntaxError: Undefined label 'missing'
        }
    };
}
