// Major pauses when large objects die (docs/gc.md "Major collections"):
// arrays of 250,000 elements (about 2 MB each, one large mapping apiece)
// are made in turn and the last 40 kept, so each major finds several
// dozen megabytes of dead large objects. Run with TARN_GC_TRACE=FILE and
// compare the majors' sweep phase and pause.
const keep = [];
for (let i = 0; i < 120; i++) {
  const a = new Array(250000).fill(i);
  keep.push(a);
  if (keep.length > 40) keep.shift();
}
console.log(keep.length, keep[0][0], keep[39][0]);
