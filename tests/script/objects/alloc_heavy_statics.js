// Object statics that allocate while holding keys, descriptors and iterators
// (run under TARN_GC_STRESS too, where every allocation collects).
const src = {};
for (let i = 0; i < 12; i++) src["k" + i] = { n: i, s: "v" + i };
src[Symbol("sym")] = "s";
const descs = Object.getOwnPropertyDescriptors(src);
const copy = Object.defineProperties({}, descs);
console.log(Object.keys(copy).length, copy.k11.s, Object.getOwnPropertySymbols(copy).length);
const entries = Object.entries(src);
const back = Object.fromEntries(entries.map(([k, v]) => [k + "!", v.n * 2]));
console.log(Object.values(back).join(), Object.keys(back)[3]);
const merged = Object.assign({}, src, back, "xyz");
console.log(Object.keys(merged).length, merged[2], merged["k5!"]);
const made = Object.create(Object.prototype, Object.fromEntries(Object.keys(src).map((k) => [k, { value: k.toUpperCase(), enumerable: true }])));
console.log(Object.values(made).join(""));
const syms = [];
for (let i = 0; i < 8; i++) syms.push(Symbol.for("r" + i));
console.log(syms.map((s) => Symbol.keyFor(s)).join(), syms.map((s) => s.description).length);
const tagged = { get [Symbol.toStringTag]() { return "T" + Object.keys(this).length; }, a: 1 };
console.log(Object.prototype.toString.call(tagged), `${[tagged, tagged]}`);
// expect: 12 v11 1
// expect: 0,2,4,6,8,10,12,14,16,18,20,22 k3!
// expect: 27 z 10
// expect: K0K1K2K3K4K5K6K7K8K9K10K11
// expect: r0,r1,r2,r3,r4,r5,r6,r7 8
// expect: [object T1] [object T1],[object T1]
