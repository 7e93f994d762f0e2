// env: TARN_GC_STRESS=211
// very deep structures raise node's RangeError instead of overflowing the C stack
let a = [];
for (let i = 0; i < 10000; i++) a = [a];
try { JSON.stringify(a); } catch (e) { console.log(e.name, e.message); }
// deep input parses (node's parser is not recursive), but reviving it recurses
const text = "[".repeat(10000) + "]".repeat(10000);
const v = JSON.parse(text);
console.log(Array.isArray(v), Array.isArray(v[0][0][0][0]));
try { JSON.parse(text, (k, x) => x); } catch (e) { console.log(e.name, e.message); }
// the error leaves the VM usable
console.log(JSON.stringify({ ok: [1] }));
// expect: RangeError Maximum call stack size exceeded
// expect: true true
// expect: RangeError Maximum call stack size exceeded
// expect: {"ok":[1]}
