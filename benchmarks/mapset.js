// Map and Set: insert, look up, delete, iterate
function out(s) { if (typeof console !== "undefined") console.log(s); else print(s); }
var m = new Map(), s = new Set(), hits = 0;
for (var r = 0; r < 5; r++) {
  for (var i = 0; i < 100000; i++) { m.set("k" + (i % 50000), i); s.add(i % 30000); }
  for (var j = 0; j < 100000; j++) { if (m.has("k" + j)) hits++; if (s.has(j)) hits++; }
  for (var k = 0; k < 50000; k += 2) { m.delete("k" + k); s.delete(k); }
}
var sum = 0;
m.forEach(function (v) { sum += v; });
for (var x of s) sum += x;
out(hits + " " + m.size + " " + s.size + " " + sum);
