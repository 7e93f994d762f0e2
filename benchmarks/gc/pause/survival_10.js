// Minor pauses at a fixed survival rate (docs/gc.md "Minor pauses"): every
// 10th object is kept in a ring that holds about one nursery's worth of
// them, so about 10% of each nursery survives its first minor and dies
// before its second. Run with TARN_GC_NURSERY_MB=16 TARN_GC_TRACE=FILE.
const keep = 10, ring = new Array(+(process.argv[2] || 28000)).fill(null);
let k = 0, s = 0;
for (let i = 0; i < 6000000; i++) {
  const o = { a: i, b: i + 1, c: null };
  if (i % keep === 0) { ring[k] = o; k = (k + 1) % ring.length; }
  s = (s + o.b) | 0;
}
console.log(s);
