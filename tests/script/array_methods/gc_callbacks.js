// allocating callbacks in every callback method (run under TARN_GC_STRESS: each allocation collects)
const base = [];
for (let i = 0; i < 40; i++) base.push({ id: i, name: "n" + i });
const mapped = base.map(o => ({ id: o.id * 2, tag: [o.name, o.name + "!"] }));
const filtered = mapped.filter(o => { const junk = [o.tag[0] + "x", {}]; return junk[0].length > 3 && o.id % 3 === 0; });
const total = base.reduce((acc, o) => ({ sum: acc.sum + o.id, s: acc.s + o.name.length }), { sum: 0, s: 0 });
const right = base.reduceRight((acc, o) => acc.concat([o.id]), []).slice(0, 3);
console.log(mapped.length, mapped[39].tag[1], filtered.length, total.sum, total.s, right);
console.log(base.some(o => [o.id].concat([1])[0] === 39), base.every(o => ({ k: o.name }).k.startsWith("n")));
console.log(base.find(o => ("q" + o.id).endsWith("17")).name, base.findLastIndex(o => [o].length === 1 && o.id < 5));
const fm = base.flatMap(o => [o.id, [o.name]]).flat();
console.log(fm.length, fm[3], Array.from(base, o => o.name + o.id).join("").length);
const sorted = base.toSorted((x, y) => { const t = { a: [x.id], b: [y.id] }; return t.b[0] - t.a[0]; });
console.log(sorted[0].id, sorted[39].id, base[0].id);
const words = base.map(o => o.name + "-" + (o.id * 7919) % 97);
words.sort();
console.log(words[0], words[39]);
const sp = base.slice();
const removed = sp.splice(5, 10, { id: "a" }, { id: "b" });
sp.unshift({ id: "first" });
sp.reverse();
console.log(removed.length, sp.length, sp[sp.length - 1].id, sp[0].id, sp.concat(removed).length);
const big = Array.from({ length: 60 }, (_, i) => ({ v: (i * 37) % 60, s: "s" + i }));
big.sort((x, y) => { const tmp = [x.s + y.s, { w: x.v }]; return tmp[1].w - y.v; });
let ok = true;
for (let i = 1; i < big.length; i++) if (big[i - 1].v > big[i].v) ok = false;
console.log(ok, big.map(o => o.v).join(",").length, big.indexOf(big[30]), big.includes(big[59]));
// expect: 40 n39! 10 780 110 [ 39, 38, 37 ]
// expect: true true
// expect: n17 4
// expect: 80 n1 180
// expect: 39 0 0
// expect: n0-0 n9-73
// expect: 10 33 first 39 43
// expect: true 169 30 true
