// B.3.3: a block function gets no var binding when a var of its name would
// be an early error (a lexical binding of an enclosing block, loop head,
// catch pattern or switch); the name then stays unresolved outside.
function probe(f) { try { return typeof f(); } catch (e) { return e.name; } }
(function () {
    { let f = 1; { function f() {} } }
    console.log(probe(() => f));
})();
(function () {
    for (let g of [1]) { { function g() {} } }
    console.log(probe(() => g));
})();
(function () {
    try { throw {}; } catch ({ h }) { { function h() {} } }
    console.log(probe(() => h));
})();
(function () {
    switch (1) { case 1: let k; { function k() {} } }
    console.log(probe(() => k));
})();
(function () {
    // a simple catch parameter does not block it (B.3.5)
    try { throw 1; } catch (m) { { function m() {} } }
    console.log(typeof m);
})();
(function () {
    // nor does a let in a sibling block
    { let n = 1; }
    { function n() {} }
    console.log(typeof n);
})();
// expect: ReferenceError
// expect: ReferenceError
// expect: ReferenceError
// expect: ReferenceError
// expect: function
// expect: function
