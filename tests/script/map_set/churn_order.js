// insertion order survives growth, compaction and shrinking of the table
const m = new Map();
for (let i = 0; i < 500; i++) m.set(i, "v" + i);
for (let i = 0; i < 500; i++) if (i % 10 !== 3) m.delete(i);
console.log(m.size, [...m.keys()].join(","));
for (let i = 0; i < 20; i++) m.set("n" + i, i);
m.set(3, "re-set keeps its place");
const ks = [...m.keys()];
console.log(m.size, ks[0], ks[49], ks[50], ks[69], m.get(3));
// empty it completely, then refill: a fresh order
for (const k of [...m.keys()]) m.delete(k);
console.log(m.size, [...m].length);
for (let i = 5; i > 0; i--) m.set(i, i);
console.log([...m.keys()].join(","));
// a set that repeatedly fills and drains
const s = new Set();
let log = [];
for (let round = 0; round < 4; round++) {
  for (let i = 0; i < 64; i++) s.add(round * 100 + i);
  for (let i = 0; i < 60; i++) s.delete(round * 100 + i);
  log.push(s.size);
}
console.log(log.join(","), [...s].join(","));
// expect: 50 3,13,23,33,43,53,63,73,83,93,103,113,123,133,143,153,163,173,183,193,203,213,223,233,243,253,263,273,283,293,303,313,323,333,343,353,363,373,383,393,403,413,423,433,443,453,463,473,483,493
// expect: 70 3 493 n0 n19 re-set keeps its place
// expect: 0 0
// expect: 5,4,3,2,1
// expect: 4,8,12,16 60,61,62,63,160,161,162,163,260,261,262,263,360,361,362,363
