// Functions made inside a with body keep seeing its object; calls of a
// method found through the object get it as this.
function t3() {
    var fns = [];
    var obj = { v: 'captured' };
    with (obj) {
        fns.push(function () { return v; });
        fns.push(() => typeof v);
        fns.push(function () { v = 'set'; });
    }
    fns[2]();
    console.log(fns[0](), fns[1](), obj.v);
}
t3();
var counter = { n: 0, inc() { return ++this.n; } };
with (counter) { inc(); inc(); console.log(n, inc()); }
function nested() {
    var a = { x: 'a' }, b = { x: 'b', y: 'by' };
    with (a) { with (b) { return [x, y]; } }
}
console.log(nested());
// eval inside with, with inside eval
function t7() { var o4 = {}; with (o4) { eval("var ev = 1"); } return [ev, o4.ev]; }
console.log(t7());
function t8() { var o5 = { e1: 5 }; with (o5) { return eval("e1 + 1"); } }
console.log(t8());
function t9() { var x = 'local'; return eval("with ({x: 'obj'}) x") + ' ' + x; }
console.log(t9());
// expect: set string set
// expect: 2 3
// expect: [ 'b', 'by' ]
// expect: [ 1, undefined ]
// expect: 6
// expect: obj local
