// env: TARN_LAZY_DISCARD=1
// env: TARN_LAZY_REPARSE=1
// Function.prototype.toString and error positions of functions parsed
// again at their first call: the source text and the line and column are
// the file's.
function outer(a, b) {
    // a comment inside
    return function inner(c) { return a + b + c; };
}
console.log(outer.toString());
const inner = outer(1, 2);
console.log(inner.toString());
console.log(inner(3), inner.toString());
async function  spaced ( x ) { return x; }
console.log(spaced.toString());
function* g() { yield 1; }
console.log(g.toString());
function thrower() {
    return function () {
        throw new Error('here');
    };
}
try { thrower()(); } catch (e) { console.log(e.stack.split('\n')[1].replace(/^.*\//, '')); }
// expect: function outer(a, b) {
// expect:     // a comment inside
// expect:     return function inner(c) { return a + b + c; };
// expect: }
// expect: function inner(c) { return a + b + c; }
// expect: 6 function inner(c) { return a + b + c; }
// expect: async function  spaced ( x ) { return x; }
// expect: function* g() { yield 1; }
// expect: tostring.js:20:15
