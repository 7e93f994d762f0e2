// JSON.parse builds each container when it closes: key order, duplicate
// keys, integer keys, __proto__, big objects, shapes shared with literals.

function show(x) { console.log(JSON.stringify(x), Object.keys(x).join("|")); }

show(JSON.parse('{"a":1,"b":2,"a":3}'));
show(JSON.parse('{"b":1,"a":2,"b":{"c":1},"c":3}'));
show(JSON.parse('{"2":"two","x":1,"1":"one","-1":"neg","01":"lead"}'));
var pr = JSON.parse('{"__proto__":{"p":1},"q":2}');
console.log(Object.getPrototypeOf(pr) === Object.prototype, pr.p, Object.keys(pr).join("|"), JSON.stringify(pr.__proto__));
show(JSON.parse('{"":0,"\\u0061":1,"a b":2,"\\u00e9t\\u00e9":3,"\\ud83d\\ude00":4}'));

// the same key sets in two orders, then mixed with literal-made objects
var two = JSON.parse('[{"x":1,"y":2},{"y":3,"x":4},{"x":5,"y":6,"z":7},{"x":8}]');
two.forEach(show);
var lit = { x: 1, y: 2 };
lit.z = 3;
var again = JSON.parse('{"x":9,"y":8,"z":7}');
console.log(Object.keys(lit).join(), Object.keys(again).join(), again.z, lit.z);
again.w = 1; delete again.x;
show(again);

// more properties than a presized object (32) and than a tree shape (64)
function bigText(n) {
  var parts = [];
  for (var i = 0; i < n; i++) parts.push('"k' + i + '":' + i);
  return "{" + parts.join(",") + "}";
}
[31, 32, 33, 64, 65, 200].forEach(function (n) {
  var text = bigText(n), o = JSON.parse(text);
  var ks = Object.keys(o);
  console.log(n, ks.length, ks[0], ks[ks.length - 1], o["k" + (n - 1)], JSON.stringify(o) === text);
});
var dupBig = JSON.parse(bigText(70).slice(0, -1) + ',"k5":"again","k69":"last"}');
console.log(dupBig.k5, dupBig.k69, Object.keys(dupBig).length, Object.keys(dupBig)[5]);

// nesting, empty containers, arrays of every kind of value
var nest = JSON.parse('{"a":[],"b":{},"c":[[],[{}],[[1,[2,[3]]]]],"d":[true,false,null,-0,1e3,"s"]}');
console.log(JSON.stringify(nest), Object.is(nest.d[3], -0), nest.c[2][0][1][1][0]);
var deep = "";
for (var d = 0; d < 300; d++) deep += '{"k":[';
deep += "0";
for (var d2 = 0; d2 < 300; d2++) deep += "]}";
var dv = JSON.parse(deep), depth = 0;
while (typeof dv === "object") { dv = dv.k[0]; depth++; }
console.log(depth, dv);
var longArr = JSON.parse("[" + new Array(500).fill(0).map(function (_, i) { return i; }).join(",") + "]");
console.log(longArr.length, longArr[499], longArr.reduce(function (a, b) { return a + b; }, 0));

// results are ordinary, extensible objects
var r = JSON.parse('{"a":1,"b":[1,2]}');
r.c = 3; r.b.push(3);
console.log(JSON.stringify(r), Object.isExtensible(r), Array.isArray(r.b));

// a reviver still sees every member in order
var seen = [];
JSON.parse('{"a":{"b":1,"c":[1,2]},"d":2}', function (k, v) { seen.push(k); return v; });
console.log(seen.join(","));

// errors in the middle of a container
["{\"a\":1,}", "[1,2", "{\"a\" 1}", "[1,,2]", "{\"a\":1 \"b\":2}", "{\"a\":[1,{\"b\":}]}"].forEach(function (t) {
  try { JSON.parse(t); console.log("parsed", t); } catch (e) { console.log(e.name + ": " + e.message); }
});
