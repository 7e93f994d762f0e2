// flags: --expose-gc
// env: TARN_GC_STRESS=0
// env: TARN_GC_VERIFY=0
// (The stress pass would collect, and verify 160 MB, at every allocation of
// a million objects; tests/unit/gc/test_evacuate.c checks the same drop
// under the verifier, at the C level.)
// A ~100 MB live set is built, measured, dropped and collected: the heap the
// collector holds (heapUsed, heapTotal) and the process's resident set (rss)
// fall by most of it. Only comparisons are printed. tarn-only: node 26 agrees
// on the heap lines but keeps its resident set after the drop.
// tarn-only
const MB = 1024 * 1024;
let live = [];
for (let i = 0; i < 1000000; i++) live.push({ id: i, name: "n" + i, tags: [i & 7, i & 15] });
gc();
const before = process.memoryUsage();
console.log("live set over 60 MB:", before.heapUsed > 60 * MB, live.length); // expect: live set over 60 MB: true 1000000
live = null;
gc();
gc();
const after = process.memoryUsage();
console.log("heapUsed fell by 50 MB:", before.heapUsed - after.heapUsed > 50 * MB); // expect: heapUsed fell by 50 MB: true
console.log("heapTotal fell by 40 MB:", before.heapTotal - after.heapTotal > 40 * MB); // expect: heapTotal fell by 40 MB: true
console.log("rss fell by 40 MB:", before.rss - after.rss > 40 * MB); // expect: rss fell by 40 MB: true
