const m = new Map();
const s = new Set();
for (let i = 0; i < 2000; i++) {
  m.set("k" + i, { v: i });
  s.add("s" + (i % 500));
  if (i % 3 === 0) m.delete("k" + (i - 1));
}
let t = 0;
for (const [k, v] of m) t += v.v;
console.log(m.size, s.size, t);
// expect: 1334 500 1333333
