"use strict";
// Functions created again and again at one site (the closure cache builds
// them with their final shapes): own keys, descriptors, fresh prototype
// objects, upvalues, and later changes to one copy never leak to another.
function mk(i) { return function named(a, b) { return a + i; }; }
var fs = [];
for (var i = 0; i < 4; i++) fs.push(mk(i));
console.log(fs[3](1), fs[0](1), fs[2].name, fs[2].length, Object.getOwnPropertyNames(fs[2]).join());
console.log(fs[1].prototype.constructor === fs[1], fs[1].prototype !== fs[2].prototype,
  Object.getOwnPropertyNames(fs[1].prototype).join(), Object.keys(fs[1].prototype).length);
["length", "name", "prototype"].forEach(function (k) {
  var d = Object.getOwnPropertyDescriptor(fs[3], k);
  console.log(k, d.writable, d.enumerable, d.configurable);
});
var cd = Object.getOwnPropertyDescriptor(fs[3].prototype, "constructor");
console.log(cd.writable, cd.enumerable, cd.configurable, cd.value === fs[3]);

fs[1].extra = 5;
fs[1].prototype.shared = "no";
delete fs[2].name;
console.log(fs[1].extra, fs[0].extra, fs[0].prototype.shared, fs[2].name, mk(9).name);
try { fs[0].prototype = 1; console.log(typeof fs[0].prototype); } catch (e) { console.log("threw", e.message); }
try { delete fs[0].prototype; } catch (e) { console.log(e.constructor.name, e.message); }

function anon() { return function () {}; }
var a1 = anon(), a2 = anon();
console.log(JSON_n(a1.name), a2.length, a1 !== a2, a1.prototype !== a2.prototype);
function JSON_n(s) { return "[" + s + "]"; }

function arrow() { return (x, y, z) => x; }
var r1 = arrow(), r2 = arrow();
console.log(r2.name === "", r2.length, r2.prototype, Object.getOwnPropertyNames(r2).join(), r2(3));

function klass(tag) { return class K { constructor(q) { this.q = q + tag; } m() { return this.q; } }; }
var K1 = klass("a"), K2 = klass("b");
console.log(K2.name, new K2(4).m(), new K1(4).m(), K1 === K2, Object.getOwnPropertyNames(K2).join());
try { K2(); } catch (e) { console.log(e.message); }

function methods() { return { m() { return 1; }, get g() { return 2; } }; }
var o1 = methods(), o2 = methods();
console.log(o1.m.name, o2.m.prototype, Object.getOwnPropertyNames(o2.m).join(), o1.m !== o2.m);

function cnt() { var n = 0; return function () { n++; return n; }; }
var c1 = cnt(), c2 = cnt();
c1(); c1();
console.log(c1(), c2(), c1.name, c1.length);

for (var i = 0; i < 3; i++) {
  var f = mk(i);
  console.log(f(10), new f(0) instanceof f, Object.getPrototypeOf(f) === Object.getPrototypeOf(cnt));
}
// expect: 4 1 named 2 length,name,prototype
// expect: true true constructor 0
// expect: length false false true
// expect: name false false true
// expect: prototype true false false
// expect: true false true true
// expect: 5 undefined undefined  named
// expect: number
// expect: TypeError Cannot delete property 'prototype' of function named(a, b) { return a + i; }
// expect: [] 0 true true
// expect: true 3 undefined length,name 3
// expect: K 4b 4a false length,name,prototype
// expect: Class constructor K cannot be invoked without 'new'
// expect: m undefined length,name true
// expect: 3 1  0
// expect: 10 true true
// expect: 11 true true
// expect: 12 true true
