// JSON.stringify's shape fast paths: objects that change under it, prototype
// toJSON, accessors, non-enumerable and integer keys, arrays with holes.

// a getter deletes a later property: the key list is fixed, Get finds nothing
var o1 = { a: 1, get b() { delete this.c; return 2; }, c: 3, d: 4 };
console.log(JSON.stringify(o1));

// a getter adds properties: not in the key list
var o2 = { a: 1, get b() { this.z = 9; return 2; }, c: 3 };
console.log(JSON.stringify(o2), JSON.stringify(o2));

// a getter reshapes the object, later values read through the new shape
var o3 = { get a() { delete this.a; this.b = "changed"; return 1; }, b: "orig", c: 3 };
console.log(JSON.stringify(o3));

// a deleted later property found again on the prototype
var proto = { c: "from proto" };
var o4 = Object.create(proto);
o4.a = 1; Object.defineProperty(o4, "b", { get() { delete this.c; return 2; }, enumerable: true }); o4.c = 3;
console.log(JSON.stringify(o4));

// toJSON on a shared prototype, added after a first stringify of the same shape
function P(x) { this.x = x; }
var ps = [new P(1), new P(2)];
console.log(JSON.stringify(ps));
P.prototype.toJSON = function (k) { return "P" + this.x + "@" + k; };
console.log(JSON.stringify(ps));
delete P.prototype.toJSON;
console.log(JSON.stringify({ p: ps[0] }));

// toJSON on Object.prototype and Array.prototype, then removed
var rec = { a: [1, { b: 2 }], c: { d: [] } };
console.log(JSON.stringify(rec));
Object.prototype.toJSON = function (k) { return k === "" || Array.isArray(this) ? this : "O:" + k; };
console.log(JSON.stringify(rec));
delete Object.prototype.toJSON;
Array.prototype.toJSON = function (k) { return "A" + this.length + ":" + k; };
console.log(JSON.stringify(rec));
delete Array.prototype.toJSON;
console.log(JSON.stringify(rec));

// a toJSON getter on the prototype
var gets = 0;
var q = Object.create({ get toJSON() { gets++; return undefined; } });
q.v = 1;
console.log(JSON.stringify([q, q]), gets);

// own toJSON on some objects of a shape only
var a1 = { x: 1 }, a2 = { x: 2 };
a2.toJSON = function () { return "own"; };
console.log(JSON.stringify([a1, a2, a1]));

// toJSON that reshapes its holder mid-way
var h = { a: { toJSON() { h.c = "late"; delete h.b; return "A"; } }, b: 2, d: 4 };
console.log(JSON.stringify(h));

// non-enumerable, symbol, accessor and integer keys
var n = { b: 1, 2: "two", a: 2, 1: "one" };
Object.defineProperty(n, "hidden", { value: 5, enumerable: false });
n[Symbol("s")] = 6;
Object.defineProperty(n, "acc", { get() { return "got"; }, enumerable: true });
console.log(JSON.stringify(n));
var e = {};
Object.defineProperty(e, "x", { value: 1, enumerable: false });
console.log(JSON.stringify(e), JSON.stringify({ u: undefined, f() {}, s: Symbol() }));

// setter-only accessor reads undefined and is left out
var so = { a: 1 };
Object.defineProperty(so, "w", { set(v) {}, enumerable: true });
console.log(JSON.stringify(so));

// arrays: holes read through the prototype, elements removed by a getter
Array.prototype[1] = "proto1";
console.log(JSON.stringify([0, , 2]));
delete Array.prototype[1];
console.log(JSON.stringify([0, , 2]), JSON.stringify(new Array(3)));
var arr = [1, 2, 3, 4];
arr[0] = { get k() { arr.length = 2; return "cut"; } };
console.log(JSON.stringify(arr));
var grow = [{ toJSON() { grow.push(99); return "g"; } }, 1];
console.log(JSON.stringify(grow), grow.length);

// wrappers, -0, nested empty containers, indentation and a replacer together
console.log(JSON.stringify({ n: new Number(-0), s: new String("s"), b: new Boolean(false), z: -0, e: {}, a: [] }));
console.log(JSON.stringify({ a: [1, { b: 2 }], c: "x" }, function (k, v) { return typeof v === "number" ? v * 10 : v; }, 2));
console.log(JSON.stringify({ b: 1, a: { c: 2, b: 3 } }, ["a", "b"]));

// dictionary-mode objects (many properties, or after a delete) and many shapes
var big = {};
for (var i = 0; i < 70; i++) big["k" + i] = i;
delete big.k3;
console.log(JSON.stringify(big).length, JSON.stringify(big).slice(0, 40));
var shapes = [];
for (var j = 0; j < 8; j++) { var x = {}; x["p" + j] = j; x.q = [j]; shapes.push(x); }
console.log(JSON.stringify(shapes));

// class instances and getters on the class prototype (not own: not listed)
class C { constructor() { this.a = 1; } get g() { return 2; } }
console.log(JSON.stringify([new C(), Object.assign(new C(), { b: [new C()] })]));

// a cycle through the fast path still reports its path
var cyc = { a: { b: [1, {}] } };
cyc.a.b[1].back = cyc;
try { JSON.stringify(cyc); } catch (err) { console.log(err.message); }
