// maps and sets keyed by objects stay correct while the collector moves
// their keys (objects hash by address; the table rehashes after a move)
const keys = [];
const m = new Map();
const s = new Set();
for (let i = 0; i < 300; i++) {
  const k = { i, tag: "k" + i };
  keys.push(k);
  m.set(k, [i, "v" + i]);
  if (i % 2 === 0) s.add(k);
  if (i % 7 === 0) m.delete(keys[i >> 1]);
  const junk = { a: [i, i + 1], b: "x" + i };
  if (junk.a[0] !== i) console.log("bad");
}
let hits = 0, misses = 0, sum = 0;
for (let i = 0; i < keys.length; i++) {
  const v = m.get(keys[i]);
  if (v) { hits++; sum += v[0]; } else misses++;
  if (s.has(keys[i]) !== (i % 2 === 0)) console.log("set lost", i);
}
console.log(m.size, s.size, hits, misses, sum, m.has({ i: 0 }));
// iterate while allocating, mutating and deleting
let n = 0;
for (const [k, v] of m) {
  n++;
  if (k.i % 3 === 0) m.delete(k);
  if (v[1] !== "v" + k.i) console.log("mismatch", k.i);
}
console.log(n, m.size);
// a map of maps, held across many collections
const outer = new Map();
for (let i = 0; i < 40; i++) {
  const inner = new Map([[keys[i], i], ["s" + i, new Set([keys[i + 1]])]]);
  outer.set(keys[i], inner);
}
let ok = 0;
for (let i = 0; i < 40; i++) {
  const inner = outer.get(keys[i]);
  if (inner.get(keys[i]) === i && inner.get("s" + i).has(keys[i + 1])) ok++;
}
console.log(ok, outer.size);
// symbols-free mixed keys survive clear() and refill
const mix = new Map();
for (let r = 0; r < 3; r++) {
  mix.clear();
  for (let i = 0; i < 50; i++) mix.set(i % 2 ? keys[i] : "str" + i, r);
}
console.log(mix.size, mix.get(keys[1]), mix.get("str0"), mix.get(keys[0]));
// expect: 257 150 257 43 41700 false
// expect: 257 172
// expect: 40 40
// expect: 50 2 2 undefined
