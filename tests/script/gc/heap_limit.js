// tarn-only: node has no heap limit that throws (it aborts the process)
// env: TARN_GC_MAX_HEAP_MB=32
// env: TARN_GC_STRESS=0
// Going over TARN_GC_MAX_HEAP_MB raises a catchable RangeError; once the
// live data is dropped the VM keeps working.
let keep = [];
let caught = null;
try {
  for (let i = 0; ; i++) keep.push({ i, s: "item " + i });
} catch (e) {
  caught = e;
}
console.log(caught instanceof RangeError, caught.message, keep.length > 10000); // expect: true out of memory true
keep = null;
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
