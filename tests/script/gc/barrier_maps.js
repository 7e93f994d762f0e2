// flags: --expose-gc
// env: TARN_GC_VERIFY=1
// Old Map/Set tables given young keys and values: object keys hash by
// address, so the table must find them after the minor moved them.
const minor = () => gc({ type: "minor" });
const m = new Map();
const s = new Set();
const keys = [];
minor(); minor(); minor();
for (let i = 0; i < 30; i++) {
  const k = { id: i };
  keys.push(k);
  m.set(k, { val: i * 2 });
  s.add(k);
}
m.set("str" + 1, { val: 100 });
minor();
let hits = 0;
for (const k of keys) if (m.get(k).val === k.id * 2 && s.has(k)) hits++;
console.log(hits, m.get("str1").val); // expect: 30 100
minor(); minor();
for (let i = 0; i < 30; i += 3) m.set(keys[i], { val: -i });
m.delete(keys[1]);
s.delete(keys[2]);
minor(); minor();
let sum = 0;
for (const [k, v] of m) if (typeof k === "object") sum += v.val;
console.log(sum, m.size, s.size, m.has(keys[1]), s.has(keys[2])); // expect: 463 30 29 false false
