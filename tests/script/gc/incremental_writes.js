// env: TARN_GC_INCREMENTAL=1
// env: TARN_GC_INC_MIN_MB=0
// env: TARN_GC_INC_EARLY_MB=0
// env: TARN_GC_MAJOR_MIN_MB=1
// env: TARN_GC_NURSERY_MB=1
// env: TARN_GC_MARK_SLICE=65536
// env: TARN_GC_MARK_STEP=8192
// env: TARN_GC_VERIFY=1
// A live graph of every kind of holder, rewritten while incremental mark
// cycles run over it (64 KiB slices every 8 KiB allocated, a 1 MB nursery,
// majors from 1 MB of old space on, the verifier checking the tri-colour
// invariant at each final pause; under stress, slices at every allocation): each
// round moves fresh and old cells between object slots, small and large
// arrays, generator frames, Map/Set entries, closure boxes and WeakMap
// values, dropping the old holder's reference, then checks every cell.
const N = 300;
const cell = (i) => ({ id: i, pad: [i, i + 1] });
const objs = [], small = [], big = new Array(4200).fill(null);
const map = new Map(), set = new Set(), wm = new WeakMap(), keys = [];
const boxes = [];
function* holder(c) { let x = c; for (;;) { const next = yield x; if (next) x = next; } }
const gens = [];
for (let i = 0; i < N; i++) {
  objs.push({ ref: cell(i) });
  small.push([cell(i)]);
  big[i * 13] = cell(i);
  map.set(i, cell(i));
  const s = cell(i); set.add(s);
  const k = { k: i }; keys.push(k); wm.set(k, cell(i));
  let boxed = cell(i); boxes.push({ get: () => boxed, put: (v) => { boxed = v; } });
  if (i < 50) { const g = holder(cell(i)); g.next(); gens.push(g); }
}
let churn = 0;
for (let r = 0; r < 6; r++) {
  for (let i = r % 4; i < N; i += 4) {
    // swap cells around the holders: each old holder lets go of its cell
    const a = objs[i].ref, b = small[i][0], c = big[i * 13], d = map.get(i);
    objs[i].ref = d; map.set(i, c); big[i * 13] = b; small[i][0] = a;
    const e = boxes[i].get(), f = wm.get(keys[i]);
    boxes[i].put(f); wm.set(keys[i], e);
    if (i < 50) { const g = gens[i]; const cur = g.next().value; g.next(cell(cur.id)); }
    for (let t = 0; t < 10; t++) churn += ({ t, a: [t] }).a[0];
  }
  // big short-lived strings: few allocations (cheap under stress), many
  // bytes, so slices run
  for (let t = 0; t < 400; t++) churn += 'ab'.repeat(2000 + t).length & 1;
  for (const s of [...set]) { if (s.id % 7 === r % 7) { set.delete(s); set.add(cell(s.id)); } }
}
let sum = 0, ok = 0;
for (let i = 0; i < N; i++) {
  for (const c of [objs[i].ref, small[i][0], big[i * 13], map.get(i), boxes[i].get(), wm.get(keys[i])])
    if (c && c.id === i && c.pad[1] === i + 1) ok++;
  sum += objs[i].ref.id;
}
for (const s of set) if (s.pad[0] === s.id) ok++;
for (const g of gens) { const v = g.next().value; if (v.pad[1] === v.id + 1) ok++; }
console.log(ok, sum, churn);
// expect: 2150 44850 20250
