// Minor pauses at 100% survival (docs/gc.md "Minor pauses"): a linked list
// that stays live, so a minor copies (then promotes) all it finds. Run with
// TARN_GC_NURSERY_MB=16 TARN_GC_TRACE=FILE.
let head = null;
for (let i = 0; i < 1500000; i++) head = { v: i, next: head };
let n = 0;
for (let p = head; p; p = p.next) n++;
console.log(n);
