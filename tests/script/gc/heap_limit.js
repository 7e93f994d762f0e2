// tarn-only: node has no heap limit that throws (it aborts the process)
// env: TARN_GC_MAX_HEAP_MB=32
// env: TARN_GC_STRESS=0
// Going over TARN_GC_MAX_HEAP_MB raises a catchable RangeError; once the
// live data is dropped the VM keeps working.
// Nothing may need memory while the heap is at its limit, or whether it
// still fits depends on how close to the limit the failing push came: the
// filled array is a local of fill(), garbage once fill returns, and `log`
// is looked up first (the first lookup of a property of `console` builds
// its 1 KiB property table).
const log = console.log;
const kept = [0];
function fill() {
  const keep = [];
  try {
    for (let i = 0; ; i++) keep.push({ i, s: "item " + i });
  } catch (e) {
    kept[0] = keep.length;
    return e;
  }
}
const caught = fill();
log(caught instanceof RangeError, caught.message, kept[0] > 10000); // expect: true out of memory true
const again = [];
for (let i = 0; i < 20000; i++) again.push({ i });
console.log("usable", again.length, again[19999].i); // expect: usable 20000 19999
try {
  const big = new Array(1 << 24).fill(1.5); // 128 MiB of elements in one cell
  console.log(big.length);
} catch (e) {
  console.log(e.name, e.message); // expect: RangeError out of memory
}
console.log("done"); // expect: done
