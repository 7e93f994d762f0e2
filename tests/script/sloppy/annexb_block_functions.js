// B.3.3: in sloppy code a function declared in a block is also a var of the
// enclosing function, assigned when the declaration is evaluated.
function f() {
    const before = typeof g;
    { function g() { return 1; } }
    return [before, typeof g, g()].join();
}
console.log(f());
function h(c) {
    if (c) { function k() { return "yes"; } }
    return typeof k;
}
console.log(h(true), h(false));
// a lexical binding of the same name in the function blocks the var
function lex() {
    let m = "let";
    { function m() {} }
    return typeof m;
}
console.log(lex());
// as does a parameter
function param(p) {
    { function p() {} }
    return typeof p;
}
console.log(param(5));
// the block keeps its own binding
function own() {
    var r = [];
    { function q() { return "first"; } r.push(q()); q = 1; r.push(q); }
    r.push(typeof q);
    return r.join();
}
console.log(own());
// an enclosing block's let blocks the hoisting
function inner() {
    { let z = 1; { function z() {} } return typeof z; }
}
console.log(inner());
// strict code: block scoped only
function strict() {
    "use strict";
    { function s() {} }
    return typeof s;
}
console.log(strict());
// inside a loop and a switch
function loop() {
    for (var i = 0; i < 2; i++) { function l() { return i; } }
    switch (1) { case 1: function sw() { return "sw"; } }
    return [l(), sw()].join();
}
console.log(loop());
// expect: undefined,function,1
// expect: function undefined
// expect: string
// expect: number
// expect: first,1,function
// expect: number
// expect: undefined
// expect: 2,sw
