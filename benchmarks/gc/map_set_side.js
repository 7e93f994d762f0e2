// Map/Set side tables keyed by objects, rebuilt each round.
let sum = 0;
const objs = [];
for (let i = 0; i < 20000; i++) objs.push({ i });
for (let r = 0; r < 30; r++) {
  const m = new Map();
  const s = new Set();
  for (const o of objs) {
    m.set(o, { r, i: o.i });
    if (o.i % 3 === r % 3) s.add(o);
  }
  for (let i = 0; i < objs.length; i += 101) sum = (sum + m.get(objs[i]).i + (s.has(objs[i]) ? 1 : 0)) | 0;
}
console.log(sum);
