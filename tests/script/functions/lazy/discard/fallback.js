// env: TARN_LAZY_DISCARD=1
// A direct eval or `with` anywhere in a file keeps every function's tree
// (the file is parsed again without discarding), so eval code still sees
// the bindings of every function around it.
function outer(a) {
    function reads() { return a; }
    function evals(code) { return eval(code); }
    return [reads, evals];
}
const [reads, evals] = outer(5);
console.log(reads(), evals('a + 1'));
function withUser(o) {
    with (o) { return function () { return x; }; }
}
console.log(withUser({ x: 'from with' })());
// a sloppy function using `arguments` keeps its parameters in the arguments
// object: an inner function reading one stays right
function mapped(p) {
    const inner = function () { return p; };
    arguments[0] = 'mapped';
    return inner();
}
console.log(mapped('orig'));
// expect: 5 6
// expect: from with
// expect: mapped
