// Reads of a local's or this's property (fused with the local read when the
// inline cache hits): every miss must behave exactly like the plain read.
function read(o) { return o.x; }
var shapes = [{ x: 1 }, { y: 0, x: 2 }, Object.create({ x: 3 }), { get x() { return 4; } }, [5], "str"];
for (var i = 0; i < shapes.length; i++) console.log(read(shapes[i]));
for (var i = 0; i < 2; i++) console.log(read(shapes[i]), read(shapes[5 - i]));
var d = { x: 7 };
delete d.x; d.x = 8; d.q = 1; delete d.q;
console.log(read(d), read(d));

function len(a) { return a.length; }
console.log(len([1, 2, 3]), len("abcd"), len({ length: "L" }), len(function (p, q) {}));

function pick(c, a, b) { return (c ? a : b).x; }
console.log(pick(true, { x: "a" }, { x: "b" }), pick(false, { x: "a" }, { x: "b" }), pick(0, null, { x: "c" }));

function Pt(x) { this.x = x; }
Pt.prototype.getX = function () { return this.x; };
Pt.prototype.callX = function (o) { return o.getX(); };
var p = new Pt(9);
console.log(p.getX(), p.callX(new Pt(10)), Pt.prototype.getX.call({ x: "other" }));

function strictThis() { "use strict"; return this.x; }
try { strictThis(); } catch (e) { console.log(e.constructor.name, e.message); }
try { read(undefined); } catch (e) { console.log(e.constructor.name, e.message); }
try { p.callX({}); } catch (e) { console.log(e.constructor.name, e.message); }
function meth(o) { return o.nope(); }
try { meth({}); } catch (e) { console.log(e.constructor.name, e.message); }
try { meth(null); } catch (e) { console.log(e.constructor.name, e.message); }
var nul = null;
console.log(nul.x); // expect runtime error: TypeError: Cannot read properties of null (reading 'x')
// expect: 1
// expect: 2
// expect: 3
// expect: 4
// expect: undefined
// expect: undefined
// expect: 1 undefined
// expect: 2 undefined
// expect: 8 8
// expect: 3 4 L 2
// expect: a b c
// expect: 9 10 other
// expect: TypeError Cannot read properties of undefined (reading 'x')
// expect: TypeError Cannot read properties of undefined (reading 'x')
// expect: TypeError o.getX is not a function
// expect: TypeError o.nope is not a function
// expect: TypeError Cannot read properties of null (reading 'nope')
