// Map and Set keyed by integers, strings and objects: insert, get, delete,
// forEach, and a bounded cache that evicts its oldest entry through
// map.keys().next().value (insertion order makes it FIFO)
function out(s) { if (typeof console !== "undefined") console.log(s); else print(s); }
var N = 40000, objs = [], strs = [], check = 0;
for (var i = 0; i < N; i++) { objs.push({ id: i }); strs.push("key" + i); }

function churn(keys) {
  var m = new Map(), s = new Set(), sum = 0, i;
  for (i = 0; i < keys.length; i++) { m.set(keys[i], i); s.add(keys[i]); }
  for (var r = 0; r < 3; r++)
    for (i = 0; i < keys.length; i++) { sum += m.get(keys[i]); if (s.has(keys[i])) sum++; }
  for (i = 0; i < keys.length; i += 3) { m.delete(keys[i]); s.delete(keys[i]); }
  m.forEach(function (v, k) { sum += v; });
  s.forEach(function (k) { sum++; });
  for (i = 0; i < keys.length; i += 3) m.set(keys[i], 1);
  return sum + m.size + s.size;
}

function fifo(keys, cap) {
  var cache = new Map(), hits = 0, evicted = 0;
  for (var i = 0; i < keys.length * 4; i++) {
    var k = keys[(i * 7919) % keys.length];
    if (cache.has(k)) { hits++; continue; }
    if (cache.size >= cap) { cache.delete(cache.keys().next().value); evicted++; }
    cache.set(k, i);
  }
  return hits * 3 + evicted;
}

var ints = [];
for (i = 0; i < N; i++) ints.push(i * 3);
for (var rep = 0; rep < 2; rep++) {
  check += churn(ints) + churn(strs) + churn(objs);
  check += fifo(ints, 1000) + fifo(strs, 1000) + fifo(objs, 1000);
  check %= 1000000007;
}
out(check);
