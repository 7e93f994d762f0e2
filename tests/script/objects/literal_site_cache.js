// Object literals built at one site many times: the DEFINE_FIELD add cache
// must give every object its own values, the same keys in order, and never
// reuse a transition that does not apply (duplicates, spreads, __proto__,
// accessors, index-like keys, a setter on Object.prototype).
function mk(i) { return { id: i, name: "o" + i, w: i * 2 }; }
var objs = [];
for (var i = 0; i < 5; i++) objs.push(mk(i));
console.log(objs[4].id, objs[4].name, objs[4].w, Object.keys(objs[2]).join());
console.log(objs[0].w + objs[1].w + objs[3].w);

function dup(v) { return { a: 1, b: v, a: v + 1 }; }
for (var i = 0; i < 3; i++) console.log(JSON_keys(dup(i)), dup(i).a);
function JSON_keys(o) { return Object.keys(o).join(); }

function spread(s) { return { ...s, x: 1, y: 2 }; }
console.log(JSON_keys(spread({})), JSON_keys(spread({ y: 0, q: 5 })), JSON_keys(spread({ x: 9 })));
console.log(spread({ y: 0, q: 5 }).y, spread({ x: 9 }).x);

var base = { p: 1 };
function withProto(i) { return { __proto__: base, k: i, m: i + 1 }; }
for (var i = 0; i < 3; i++) {
  var o = withProto(i);
  console.log(o.k, o.m, o.p, Object.getPrototypeOf(o) === base, JSON_keys(o));
}

function idx(i) { return { 0: i, "1": i + 1, two: i + 2, 10: i + 3 }; }
for (var i = 0; i < 2; i++) console.log(JSON_keys(idx(i)), idx(i)[0], idx(i)[1], idx(i)[10]);

function acc(i) { return { v: i, get g() { return this.v * 10; }, after: i }; }
for (var i = 0; i < 2; i++) console.log(acc(i).g, acc(i).after, JSON_keys(acc(i)));

var seen = [];
Object.defineProperty(Object.prototype, "zz", { set: function (v) { seen.push(v); }, configurable: true });
function lit(i) { return { zz: i, yy: i }; }
for (var i = 0; i < 3; i++) {
  var z = lit(i);
  console.log(z.zz, Object.getOwnPropertyDescriptor(z, "zz").enumerable, seen.length);
}
delete Object.prototype.zz;

// the same literal while the object becomes a prototype between sites
function twoStep(i) { return { first: i, second: Object.create(null), third: i }; }
for (var i = 0; i < 2; i++) console.log(twoStep(i).third, JSON_keys(twoStep(i)));

// a literal whose fields are later frozen / deleted: fresh objects unaffected
var f1 = mk(7);
Object.freeze(f1);
delete objs[1].name;
var f2 = mk(8);
f2.extra = 1;
console.log(Object.isFrozen(f1), Object.isFrozen(f2), JSON_keys(f2), JSON_keys(objs[1]), mk(9).name);

// many properties: the object goes to dictionary mode partway through
function big(i) {
  return { a0: i, a1: 1, a2: 2, a3: 3, a4: 4, a5: 5, a6: 6, a7: 7, a8: 8, a9: 9, b0: 10, b1: 11, b2: 12,
    b3: 13, b4: 14, b5: 15, b6: 16, b7: 17, b8: 18, b9: 19, c0: 20, c1: 21, c2: 22, c3: 23, c4: 24, c5: 25,
    c6: 26, c7: 27, c8: 28, c9: 29, d0: 30, d1: 31, d2: 32, d3: 33, d4: 34, d5: 35, d6: 36, d7: 37, d8: 38,
    d9: 39, e0: 40, e1: 41, e2: 42, e3: 43, e4: 44, e5: 45, e6: 46, e7: 47, e8: 48, e9: 49, f0: 50, f1: 51,
    f2: 52, f3: 53, f4: 54, f5: 55, f6: 56, f7: 57, f8: 58, f9: 59, g0: 60, g1: 61, g2: 62, g3: 63, g4: 64,
    g5: 65, g6: 66, last: i * 100 };
}
for (var i = 0; i < 3; i++) { var b = big(i); console.log(b.a0, b.g6, b.last, Object.keys(b).length); }
// expect: 4 o4 8 id,name,w
// expect: 8
// expect: a,b 1
// expect: a,b 2
// expect: a,b 3
// expect: x,y y,q,x x,y
// expect: 2 1
// expect: 0 1 1 true k,m
// expect: 1 2 1 true k,m
// expect: 2 3 1 true k,m
// expect: 0,1,10,two 0 1 3
// expect: 0,1,10,two 1 2 4
// expect: 0 0 v,g,after
// expect: 10 1 v,g,after
// expect: 0 true 0
// expect: 1 true 0
// expect: 2 true 0
// expect: 0 first,second,third
// expect: 1 first,second,third
// expect: true false id,name,w,extra id,w o9
// expect: 0 66 0 68
// expect: 1 66 100 68
// expect: 2 66 200 68
