// A Map used as a FIFO cache of object keys: once full, each insertion
// evicts the oldest entry, so the table is compacted at the same capacity
// over and over (each compacted table is born young while the Map is old).
// Keys hash by address and move when their table or they are copied;
// iterators made before a compaction resume on the new table.
const keys = [];
for (let i = 0; i < 40; i++) keys.push({ id: i });
const cache = new Map();
const held = [];
let sum = 0;
for (let i = 0; i < 1600; i++) {
  if (cache.size >= 400) {
    const oldest = cache.keys().next().value;
    sum += cache.get(oldest).n;
    cache.delete(oldest);
  }
  cache.set(i < 40 ? keys[i] : { id: i }, { n: i % 97 });
  if (i % 250 === 0) held.push(cache.entries());
}
// the first 40 keys were evicted long ago; look up a few live ones by value
let live = 0;
for (const [k, v] of cache) if (k.id % 100 === 7 && v.n === k.id % 97) live++;
console.log(cache.size, sum, live); // expect: 400 56502 4
// iterators made at every 250th insertion: each resumes at the oldest live entry
console.log(held.map((it) => it.next().value[0].id).join(",")); // expect: 1200,1200,1200,1200,1200,1200,1200
const s = new Set(keys);
for (let r = 0; r < 6; r++)
  for (let i = 0; i < 40; i++) {
    s.delete(keys[i]);
    s.add(keys[i]);
  }
console.log(s.size, [...s].every((k, i) => k === keys[i]), keys.every((k) => s.has(k))); // expect: 40 true true
