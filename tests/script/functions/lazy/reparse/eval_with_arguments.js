// env: TARN_LAZY_DISCARD=1
// env: TARN_LAZY_REPARSE=1
// eval, `with` and `arguments` in and around functions compiled at their
// first call: those with a direct eval or `with` in or around them stay on
// the load's tree; `arguments` is the function's own.
function withEval(a) {
    var hidden = 'h';
    return function () { return eval('hidden + a'); };
}
console.log(withEval(1)());
function around(b) {
    var r = function () { return b; };
    eval('b = 7');
    return r();
}
console.log(around(1));
function withWith(o) {
    with (o) { return function () { return p; }; }
}
console.log(withWith({ p: 'p' })());
function args() {
    return function () { return arguments.length + ' ' + [...arguments].join(','); };
}
console.log(args(1, 2)(3, 4, 5));
function mapped(x) {
    arguments[0] = 'changed';
    return function () { return x; };
}
console.log(mapped('orig')());
function arrowArgs() {
    return () => function () { return arguments[0]; };
}
console.log(arrowArgs('outer')()('inner'));
// expect: h1
// expect: 7
// expect: p
// expect: 3 3,4,5
// expect: changed
// expect: inner
