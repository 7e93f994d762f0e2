// flags: --expose-gc
// env: TARN_GC_EVAC_PCT=200
// A major marks the commonest cells inline (gc/evacuate.c mark_trace):
// plain objects (shape, out-of-line slots, inline slots), arrays and
// arguments objects (their elements), closures (home object, upvalue
// boxes), Map and Set tables (keys hashed by address), Values, ropes and
// closure boxes.
// With TARN_GC_EVAC_PCT=200 every old block is evacuated at every major, so
// each slot those paths visit must be rewritten to the moved cell; the
// checks below read every one of them back after several majors. Under
// TARN_GC_STRESS (a collection at every allocation) a smaller N covers the
// same paths; the printed line does not depend on N.
function makeArgs() { return arguments; }
function counter(start) {
  let n = start; // a captured, mutated variable: a box
  return () => ++n;
}
const N = (typeof process === "object" && process.env.TARN_GC_STRESS) ? 100 : 3000;
const items = [];
for (let i = 0; i < N; i++) {
  const plain = { a: { v: i }, b: [i, { w: i * 2 }] };      // inline slots
  const wide = {};                                          // out-of-line slots
  for (let k = 0; k < 12; k++) wide["k" + k] = { k, i };
  const arr = [{ x: i }, "s" + i, [i]];                      // elements
  const args = makeArgs({ y: i }, [i + 1]);                   // arguments object
  let rope = "r" + i;
  for (let k = 0; k < 6; k++) rope = rope + "-" + "abcdefghij".repeat(4) + k; // ropes
  const key = { key: i };
  const map = new Map([[key, { v: i }], ["s" + i, [i]]]);
  const set = new Set([key, i]);
  items.push({ plain, wide, arr, args, rope, next: counter(i), key, map, set });
}
// drop every other item so old blocks are sparse as well as moved
for (let i = 0; i < N; i += 2) items[i] = null;
gc();
gc();
for (let i = 1; i < N; i += 2) {
  items[i].next(); // boxes written after a move
  items[i].map.get(items[i].key); // each table rehashed, so the next move must be noticed again
  items[i].set.has(items[i].key);
}
gc();
let sum = 0, want = 0, bad = 0;
for (let i = 1; i < N; i += 2) {
  const it = items[i];
  if (it.plain.a.v !== i || it.plain.b[1].w !== i * 2) bad++;
  for (let k = 0; k < 12; k++) if (it.wide["k" + k].k !== k || it.wide["k" + k].i !== i) bad++;
  if (it.arr[0].x !== i || it.arr[1] !== "s" + i || it.arr[2][0] !== i) bad++;
  if (it.args[0].y !== i || it.args[1][0] !== i + 1 || it.args.length !== 2) bad++;
  if (!it.rope.startsWith("r" + i + "-abcdefghij") || !it.rope.endsWith("ghij5")) bad++;
  if (it.next() !== i + 2) bad++;
  if (it.map.get(it.key).v !== i || it.map.get("s" + i)[0] !== i || !it.set.has(it.key) || !it.set.has(i)) bad++;
  sum += it.rope.length;
  want += 253 + String(i).length;
}
console.log(bad, sum === want); // expect: 0 true
