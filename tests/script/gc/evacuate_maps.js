// flags: --expose-gc
// Objects that survive in sparse old blocks are moved by a major (tarn
// evacuates blocks under 30% live). Everything that refers to them must
// follow: Map and Set keys hashed by address, WeakMap keys and values,
// WeakRef targets, closures, arrays, and identity comparisons.
// Under TARN_GC_STRESS (a collection at every allocation, every block
// evacuated at every stress major) a smaller N covers the same paths.
const N = (typeof process === "object" && process.env.TARN_GC_STRESS) ? 1000 : 60000;
let objs = [];
for (let i = 0; i < N; i++) objs.push({ i, pad: [i, i + 1] });
const m = new Map(), s = new Set(), wm = new WeakMap();
for (let i = 0; i < N; i++) {
  m.set(objs[i], i);
  s.add(objs[i]);
  wm.set(objs[i], { v: i });
}
gc();
// keep one in ten, drop the rest everywhere
const kept = objs.filter((o) => o.i % 10 === 0);
for (const o of objs) if (o.i % 10 !== 0) { m.delete(o); s.delete(o); }
objs = null;
const refs = kept.slice(0, 100).map((o) => new WeakRef(o));
const getters = kept.slice(0, 100).map((o) => () => o);
gc(); // marks one in ten: the blocks become sparse
gc(); // evacuates them
gc();
let ok = 0;
for (const o of kept) {
  if (m.get(o) === o.i && s.has(o) && wm.get(o).v === o.i && o.pad[1] === o.i + 1) ok++;
}
console.log(ok === kept.length, m.size === N / 10, s.size === N / 10); // expect: true true true
console.log(refs.every((r, k) => r.deref() === kept[k])); // expect: true
console.log(getters.every((g, k) => g() === kept[k])); // expect: true
// new entries hash and find after the move, and the old keys still do
const fresh = { i: -1 };
m.set(fresh, -1);
console.log(m.get(fresh), m.get(kept[5]), [...m.keys()].indexOf(kept[7]), m.size === N / 10 + 1); // expect: -1 50 7 true
