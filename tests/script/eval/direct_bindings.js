// Direct eval sees and changes the caller's bindings: parameters, var, let,
// outer functions' bindings, and creates vars in the caller's function.
var top = 'top';
function f(a, b) {
    var x = 1;
    let y = 2;
    console.log(eval("x + y + a + b"));
    eval("var z = 5; x = 7");
    console.log(z, x, typeof z);
    eval("function h() { return 'h' + x }");
    console.log(h(), eval("top"));
    return eval("(function(){ return z + y })")();
}
console.log(f(3, 4));
// an eval-created var shadows an outer binding of the same name
function shadow() {
    var x = 'outer';
    function inner() { eval("var x = 'inner'"); return x; }
    return [inner(), x];
}
console.log(shadow());
// closures over eval-created vars
function counter() { eval("var cnt = 0"); return () => ++cnt; }
const inc = counter();
inc();
console.log(inc());
// an eval's var of an existing var is that binding
function same(p) { var v = 1; eval("var v = 2; var p = 'p2'"); return [v, p]; }
console.log(same('p1'));
// vars created by eval are deletable; declared ones are not
function del() {
    var kept = 1;
    eval("var gone = 1");
    const r = [delete gone, typeof gone, eval("delete kept"), kept];
    try { gone; } catch (e) { r.push(e.message); }
    return r;
}
console.log(del());
// let/const/class in eval code stay in eval code
function lex() { eval("let l = 1; const c = 2; class K {}"); return [typeof l, typeof c, typeof K]; }
console.log(lex());
// nested direct evals
function nested() { var n = 1; eval("eval('var m = n + 1')"); return m; }
console.log(nested());
// expect: 10
// expect: 5 7 number
// expect: h7 top
// expect: 7
// expect: [ 'inner', 'outer' ]
// expect: 2
// expect: [ 2, 'p2' ]
// expect: [ true, 'undefined', false, 1, 'gone is not defined' ]
// expect: [ 'undefined', 'undefined', 'undefined' ]
// expect: 2
