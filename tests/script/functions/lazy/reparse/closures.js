// env: TARN_LAZY_DISCARD=1
// env: TARN_LAZY_REPARSE=1
// A plain function compiled at its first call is parsed again from the
// source (docs/compiler.md, "Lazy compilation in tarn"): the bindings it
// reads from the code around it come from a record made at load. Each kind
// of binding, read and written through one or more functions parsed again.
var v = 1;
let l = 2;
const c = 3;
class K { static s() { return 'K.s'; } }
function fd() { return 'fd'; }
function reads(p) {
    return [v, l, c, K.s(), fd(), p];
}
console.log(reads(4));
function writes() {
    v += 10;
    l += 20;
    return function again() { v++; l++; return [v, l]; };
}
console.log(writes()(), v, l);
// through three levels, each compiled at its own first call
function a(x) {
    let y = x + 1;
    return function b() {
        let z = y + 1;
        return function cc() { return [x, y, z, v]; };
    };
}
console.log(a(1)()());
// a parameter and a catch binding captured
function param(q) {
    try { throw q * 2; } catch (e) { return function () { q++; return [q, e]; }; }
}
const pf = param(5);
console.log(pf(), pf());
// assignment to a const through a function parsed again
function constWrite() { return function () { c = 9; }; }
try { constWrite()(); } catch (e) { console.log(e.constructor.name, e.message); }
// a named function expression's own name, read and assigned from inside
const nfe = function self(n) {
    return function () { self = null; return typeof self + ' ' + n; };
};
console.log(nfe(1)());
// generators and async functions parsed again
function* gen(n) { for (let i = 0; i < n; i++) yield function () { return i * l; }; }
console.log([...gen(3)].map((f) => f()));
async function af(x) { await null; return function () { return x + c; }; }
af(1).then((f) => console.log('async', f()));
// a function with a block-level function declaration and a switch
function blocks(k) {
    switch (k) {
        case 1: let s = 'one'; return function () { return s; };
        default: { function inner() { return 'inner ' + k; } return inner; }
    }
}
console.log(blocks(1)(), blocks(2)());
// expect: [ 1, 2, 3, 'K.s', 'fd', 4 ]
// expect: [ 12, 23 ] 12 23
// expect: [ 1, 2, 3, 12 ]
// expect: [ 6, 10 ] [ 7, 10 ]
// expect: TypeError Assignment to constant variable.
// expect: function 1
// expect: [ 0, 23, 46 ]
// expect: one inner 2
// expect: async 4
