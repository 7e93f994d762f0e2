// merge sort over run boundaries: random, sorted, reversed, duplicate and sawtooth inputs stay sorted and stable
let seed = 12345;
const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
let bad = 0;
for (const n of [0, 1, 2, 3, 5, 31, 32, 33, 64, 65, 129, 200]) {
  for (const kind of ["rand", "sorted", "rev", "dups", "saw"]) {
    const a = [];
    for (let i = 0; i < n; i++) {
      const k = kind === "rand" ? Math.floor(rnd() * 1000) : kind === "sorted" ? i : kind === "rev" ? n - i : kind === "dups" ? i % 4 : (i % 17) * (i % 3 ? 1 : -1);
      a.push({ k, i });
    }
    const s = a.slice().sort((x, y) => x.k - y.k);
    for (let i = 1; i < n; i++) {
      if (s[i - 1].k > s[i].k || (s[i - 1].k === s[i].k && s[i - 1].i > s[i].i)) { bad++; break; }
    }
    if (s.length !== n) bad++;
    const d = a.map(o => String(o.k)).sort();
    for (let i = 1; i < n; i++) if (d[i - 1] > d[i]) { bad++; break; }
  }
}
// inconsistent comparator must not crash and must keep every element
const r = [];
for (let i = 0; i < 100; i++) r.push(i);
r.sort(() => rnd() - 0.5);
console.log(bad, r.length, r.slice().sort((a, b) => a - b).every((v, i) => v === i));
// expect: 0 100 true
