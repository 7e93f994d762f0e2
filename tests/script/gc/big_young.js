// Cells over 8 KiB (arrays of more than 1,024 elements, long strings) are
// allocated young: the ones that die go in a minor; the ones that live are
// copied, promoted into large mappings and written afterwards (cards).
// Few allocations each, so the stress run (a collection per allocation,
// the verifier over the whole heap each time) stays short.
let bytes = 0;
for (let q = 0; q < 8; q++) {
  const a = new Array(1500).fill(q); // 12 KB of elements, dead at the end of the turn
  bytes += a.length + JSON.stringify(a).length; // a 3 KB text and an 8+ KB one
  bytes += JSON.stringify(new Array(2100).fill(q * 1111)).length;
}
console.log(bytes); // expect: 113716
const kept = [];
for (let k = 0; k < 3; k++) kept.push(new Array(1100 + k * 900).fill(null));
for (let r = 0; r < 12; r++) {
  for (let k = 0; k < kept.length; k++) kept[k][(r * 37) % kept[k].length] = { r, k };
  const junk = new Array(1200).fill(r); // garbage between the writes
  junk[0] = { r };
}
let n = 0, sum = 0;
for (const a of kept)
  for (const o of a)
    if (o !== null) {
      n++;
      sum += o.r * 10 + o.k;
    }
console.log(kept.map((a) => a.length).join(','), n, sum); // expect: 1100,2000,2900 36 2016
const big = 'x'.repeat(20000) + 'end';
const joined = new Array(3000).fill('ab').join('-');
const j2 = new Array(1200).fill(null); // churn: big and small
j2[5] = 'y'.repeat(9000);
console.log(big.length, big.endsWith('end'), joined.length, joined.slice(-5), j2[5].length); // expect: 20003 true 8999 ab-ab 9000
const m = new Map();
m.set('a', new Array(2000).fill(3));
const f = ((arr) => () => arr[1999] + arr.length)(new Array(3000).fill(4));
for (let r = 0; r < 4; r++) new Array(1500).fill(r);
console.log(m.get('a')[1234], f()); // expect: 3 3004
