// flags: --expose-gc
// env: TARN_GC_MARK_STACK_MAX=8
// env: TARN_GC_VERIFY=1
// The mark stack is capped at 8 entries, so every major overflows it and
// finishes by rescanning the heap for marked cells with unmarked children
// (gc/evacuate.c gc_mark_drain). A long list, a tree, arrays of objects,
// closures, a Map keyed by objects and WeakMap ephemeron chains must all
// survive four majors intact (and the verifier checks the heap around
// each); weak entries of live keys stay, the ephemeron tables are not
// traced strongly by the rescan. tests/unit/gc/test_meta_oom.c asserts
// that the rescan runs.
const minor = () => gc({ type: "minor" });
function list(n) { let h = null; for (let i = 0; i < n; i++) h = { i, next: h }; return h; }
function tree(d) { return d === 0 ? { leaf: 1 } : { l: tree(d - 1), r: tree(d - 1), d }; }
function sumList(h) { let s = 0; for (; h; h = h.next) s += h.i; return s; }
function count(t) { return t.leaf ? 1 : 1 + count(t.l) + count(t.r); }
let L = list(600);
const T = tree(8);
const arrs = [];
for (let i = 0; i < 300; i++) arrs.push([i, "s" + i, { v: i }]);
const wm = new WeakMap();
let a = { name: "a" };
{ const b = { name: "b" }, c = { name: "c" }; wm.set(a, b); wm.set(b, c); wm.set(c, "end"); }
const keys = [];
for (let i = 0; i < 200; i++) { const k = { k: i }; if (i % 2 === 0) keys.push(k); wm.set(k, { v: i }); }
let wr = new WeakRef(arrs[5]);
const m = new Map();
for (let i = 0; i < 100; i++) m.set({ i }, "v" + i);
const fns = [];
for (let i = 0; i < 100; i++) { const x = { i }; fns.push(() => x.i); }
for (let round = 0; round < 4; round++) {
  gc();
  minor();
  L = { i: 0, next: L };
  arrs.push([round, "r" + round, { v: round }]);
}
console.log(sumList(L), count(T)); // expect: 179700 511
let s = 0;
for (const x of arrs) s += x[0] + x[2].v + x[1].length;
console.log(s); // expect: 90810
const b = wm.get(a), c = wm.get(b);
console.log(b.name, c.name, wm.get(c)); // expect: b c end
let ks = 0;
for (const k of keys) ks += wm.get(k).v;
console.log(ks, wr.deref() === arrs[5]); // expect: 9900 true
let ms = 0;
for (const [k, v] of m) ms += k.i + v.length;
console.log(ms, fns.reduce((p, f) => p + f(), 0)); // expect: 5240 4950
