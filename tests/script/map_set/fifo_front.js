// deleting from the front (a FIFO cache): keys().next() is always the oldest
// live entry, iterators made before or during the deletions skip what is
// gone and see what is added, through compaction and growth
const cache = new Map();
let evicted = [];
for (let i = 0; i < 300; i++) {
  if (cache.size >= 8) {
    const oldest = cache.keys().next().value;
    cache.delete(oldest);
    if (i % 50 === 0) evicted.push(oldest);
  }
  cache.set("k" + i, i);
}
console.log(cache.size, evicted.join(","), [...cache.keys()].join(","));

// an iterator made before the front is deleted resumes at the first live entry
const m = new Map([[1, "a"], [2, "b"], [3, "c"], [4, "d"], [5, "e"]]);
const it = m.entries();
console.log(JSON.stringify(it.next().value));
m.delete(1); m.delete(2); m.delete(3);
console.log(JSON.stringify(it.next().value), JSON.stringify([...m.values()]));
// deleting a middle entry leaves the front alone; then the front goes too
m.delete(5);
m.set(6, "f");
m.delete(4);
console.log(JSON.stringify([...m]), JSON.stringify(it.next()), JSON.stringify(it.next()));

// empty the table from the front, then refill: iteration starts at the new entries
const s = new Set([10, 20, 30]);
const early = s.values();
s.delete(10); s.delete(20); s.delete(30);
console.log(s.size, s.values().next().done);
s.add(40); s.add(50);
console.log([...s].join(","), early.next().value, s.values().next().value);

// deleting at the front while iterating; growth and compaction in between
const q = new Set();
for (let i = 0; i < 40; i++) q.add(i);
const seen = [];
for (const v of q) {
  seen.push(v);
  q.delete(v);
  if (v < 100) q.add(v + 100);
  if (v >= 130) break;
}
console.log(seen.length, seen.slice(0, 3).join(","), seen.slice(-3).join(","), q.size,
            q.keys().next().value);

// forEach after the front was deleted
const f = new Map();
for (let i = 0; i < 20; i++) f.set(i, i * i);
for (let i = 0; i < 15; i++) f.delete(i);
let sum = 0;
f.forEach((v, k) => { sum += v + k; });
console.log(f.size, sum, f.keys().next().value);
// expect: 8 k42,k92,k142,k192,k242 k292,k293,k294,k295,k296,k297,k298,k299
// expect: [1,"a"]
// expect: [4,"d"] ["d","e"]
// expect: [[6,"f"]] {"value":[6,"f"],"done":false} {"done":true}
// expect: 0 true
// expect: 40,50 40 40
// expect: 71 0,1,2 128,129,130 9 131
// expect: 5 1540 15
