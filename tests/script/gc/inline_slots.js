// flags: --expose-gc
// env: TARN_GC_EVAC_PCT=200
// Inline slots (vm/object.h): a plain object made with room for its
// properties keeps them in its own cell. Covered here: the barrier for a
// young value stored into an old object's inline slot (the object is the
// owner), slots outgrowing the cell (moved out, the region cleared),
// dictionary mode, constructor and Object.create instances, iterator
// results, JSON.parse, and a 24-byte object whose own slots cell the
// nursery placed right after it (not inline). Every old block is evacuated
// at every major (TARN_GC_EVAC_PCT=200), so moved cells must keep their
// slots pointer right.
const collect = typeof gc === "function" ? gc : () => {};
const STRESS = typeof process === "object" && !!process.env.TARN_GC_STRESS;
const N = STRESS ? 40 : 2000;
// garbage to run minors; under stress every allocation collects already
function churn(n) { let x = null; for (let i = 0; i < (STRESS ? 50 : n); i++) x = { i, next: x && x.i }; return x; }

// old objects with inline slots, given young values
const olds = [];
for (let i = 0; i < N; i++) olds.push({ a: i, b: null });
collect(); collect();
for (let i = 0; i < N; i++) olds[i].b = { v: i * 3, s: "y" + i };
churn(20000);
collect();
churn(20000);
let okBarrier = true;
for (let i = 0; i < N; i++) if (olds[i].a !== i || olds[i].b.v !== i * 3 || olds[i].b.s !== "y" + i) okBarrier = false;

// growing past the inline capacity, then collections
const grown = [];
for (let i = 0; i < N; i++) {
  const o = { p: { i }, q: i };
  if (i % 3 === 0) for (let k = 0; k < 7; k++) o["x" + k] = { k: k + i };
  grown.push(o);
}
churn(20000); collect(); churn(5000);
let okGrow = true;
for (let i = 0; i < N; i++) {
  const o = grown[i];
  if (o.p.i !== i || o.q !== i) okGrow = false;
  if (i % 3 === 0) { for (let k = 0; k < 7; k++) if (o["x" + k].k !== k + i) okGrow = false; }
  else if (Object.keys(o).length !== 2) okGrow = false;
}

// dictionary mode (delete), constructors, Object.create
class P { constructor(x, y) { this.x = x; this.y = y; this.z = { sum: x + y }; } }
const proto = { hello() { return "h" + this.n; } };
const dicts = [], inst = [], created = [];
for (let i = 0; i < N; i++) {
  const d = { a: { i }, b: i, c: "c" + i };
  delete d.b;
  d.e = { e: i };
  dicts.push(d);
  inst.push(new P(i, 2 * i));
  const c = Object.create(proto);
  c.n = i; c.m = { m: i };
  created.push(c);
}
collect(); churn(30000); collect();
let okMisc = true;
for (let i = 0; i < N; i++) {
  const d = dicts[i];
  if (d.a.i !== i || "b" in d || d.c !== "c" + i || d.e.e !== i || Object.keys(d).join() !== "a,c,e") okMisc = false;
  if (inst[i].z.sum !== 3 * i || inst[i].x !== i) okMisc = false;
  if (created[i].hello() !== "h" + i || created[i].m.m !== i) okMisc = false;
}

// iterator results and JSON.parse objects kept across collections
function* gen(n) { for (let i = 0; i < n; i++) yield { g: i }; }
const results = [];
const it = gen(N);
for (let r = it.next(); !r.done; r = it.next()) results.push(r);
const parsed = JSON.parse(JSON.stringify(olds.slice(0, 200)));
collect(); churn(20000); collect();
let okIter = results.length === N && results.every((r, i) => r.value.g === i && r.done === false);
let okJson = parsed.every((o, i) => o.a === i && o.b.v === i * 3);

// empty literals whose properties arrive later: slots in their own cell
const empties = [];
for (let i = 0; i < N; i++) { const e = {}; e.k = { k: i }; empties.push(e); }
churn(20000); collect(); churn(20000);
let okEmpty = empties.every((e, i) => e.k.k === i);

console.log(okBarrier, okGrow, okMisc, okIter, okJson, okEmpty);
// expect: true true true true true true
