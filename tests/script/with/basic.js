// with: names in the body are looked up in the object first.
var o = { a: 1, b: 2, f() { return this === o; } };
function t1() {
    var a = 'local', c = 'c';
    with (o) {
        console.log(a, b, c, f(), typeof b, typeof zz);
        a = 10;
        c = 'c2';
    }
    console.log(o.a, a, c);
}
t1();
// var declarations inside assign through the object
function t4() {
    var o2 = { p: 1 };
    with (o2) { var p = 2; var q = 3; }
    console.log(o2.p, p, q, o2.q);
}
t4();
try { with (null) {} } catch (e) { console.log(e.name, e.message); }
try { with (undefined) {} } catch (e) { console.log(e.name, e.message); }
// primitives are wrapped
function t5() { with ('str') { return length + charAt(1); } }
console.log(t5());
// delete and typeof through the object; a property added later is seen
function t6() {
    var o3 = { y: 1 };
    with (o3) {
        delete y;
        console.log(typeof y);
        y = 5;
    }
    console.log(o3.y, typeof y);
}
t6();
function t7() {
    var o4 = {}, v = 'outer';
    with (o4) {
        var r1 = v;
        o4.v = 'prop';
        var r2 = v;
    }
    return [r1, r2];
}
console.log(t7());
// getters run once per read; the completion value is the body's
var getterCalls = 0;
with ({ get g() { getterCalls++; return 'g'; } }) { console.log(g, getterCalls); }
console.log(eval("with ({z: 3}) z"));
// inherited properties count
function t8() { var proto = { inh: 'inherited' }; with (Object.create(proto)) { return inh; } }
console.log(t8());
// expect: 1 2 c true number undefined
// expect: 10 local c2
// expect: 2 undefined 3 undefined
// expect: TypeError Cannot convert undefined or null to object
// expect: TypeError Cannot convert undefined or null to object
// expect: 3t
// expect: undefined
// expect: undefined number
// expect: [ 'outer', 'prop' ]
// expect: g 1
// expect: 3
// expect: inherited
