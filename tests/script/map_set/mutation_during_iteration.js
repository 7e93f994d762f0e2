// spec list semantics: iterators and forEach see entries added during
// iteration, skip entries deleted before they are reached, and keep going
// across table growth and clear()
const m = new Map([[1, "a"], [2, "b"], [3, "c"]]);
const out = [];
for (const [k] of m) {
  out.push(k);
  if (k === 1) { m.delete(2); m.set(4, "d"); }
  if (k === 3) m.set(1, "again"); // existing key: no new position
}
console.log(out.join(","), [...m.keys()].join(","));
// delete the current entry, then re-add it: it is visited again at the end
const s = new Set([1, 2, 3]);
const seen = [];
for (const v of s) {
  seen.push(v);
  if (v === 1) { s.delete(1); s.add(1); }
  if (seen.length > 10) break;
}
console.log(seen.join(","));
// growth while iterating (the table is replaced many times)
const g = new Set([0]);
const got = [];
for (const v of g) {
  got.push(v);
  if (v < 200) g.add(v + 1);
}
console.log(got.length, got[got.length - 1], g.size);
// deleting everything ahead, compacting, then adding
const h = new Map();
for (let i = 0; i < 50; i++) h.set(i, i);
const hs = [];
for (const [k] of h) {
  hs.push(k);
  if (k === 0) { for (let i = 1; i < 50; i++) h.delete(i); for (let i = 100; i < 120; i++) h.set(i, i); }
}
console.log(hs.length, hs[0], hs[1], hs[2], hs[hs.length - 1]);
// clear during iteration: later additions are still visited
const c = new Set([1, 2, 3]);
const cs = [];
for (const v of c) {
  cs.push(v);
  if (v === 1) { c.clear(); c.add(9); }
}
console.log(cs.join(","), c.size);
// forEach follows the same rules
const f = new Map([["a", 1], ["b", 2], ["c", 3]]);
const fs = [];
f.forEach((v, k) => { fs.push(k); if (k === "a") { f.delete("b"); f.set("d", 4); } });
console.log(fs.join(","));
// an exhausted iterator stays exhausted
const e = new Set([1]);
const it = e.values();
console.log(JSON.stringify(it.next()), JSON.stringify(it.next()));
e.add(2);
console.log(JSON.stringify(it.next()));
// two independent iterators
const two = new Map([[1, 1], [2, 2]]);
const i1 = two.keys(), i2 = two.keys();
console.log(i1.next().value, i1.next().value, i2.next().value, i1.next().done, i2.next().value);
// an iterator created before growth, advanced after
const late = new Set([1]);
const li = late.values();
for (let i = 2; i <= 40; i++) late.add(i);
late.delete(1);
late.delete(2);
console.log(li.next().value, [...li].length);
// expect: 1,3,4 1,3,4
// expect: 1,2,3,1,1,1,1,1,1,1,1
// expect: 201 200 201
// expect: 21 0 100 101 119
// expect: 1,9 1
// expect: a,c,d
// expect: {"value":1,"done":false} {"done":true}
// expect: {"done":true}
// expect: 1 2 1 true 2
// expect: 3 37
