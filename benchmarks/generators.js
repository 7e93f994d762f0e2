// Generator iteration: for-of over generators, a lazy map/filter pipeline, yield* delegation, next() by hand
function out(s) { if (typeof console !== "undefined") console.log(s); else print(s); }
function* range(n) { for (let i = 0; i < n; i++) yield i; }
function* map(it, f) { for (const v of it) yield f(v); }
function* filter(it, p) { for (const v of it) if (p(v)) yield v; }
function* concat(a, b) { yield* a; yield* b; }
let sum = 0;
for (let r = 0; r < 5; r++) {
  for (const v of range(100000)) sum += v;
  for (const v of filter(map(range(50000), (x) => x * 3), (x) => x % 2 === 0)) sum += v;
  for (const v of concat(range(20000), range(20000))) sum += v;
  const it = range(50000);
  for (let s = it.next(); !s.done; s = it.next()) sum += s.value;
}
out(sum);
