function build(d) { return d === 0 ? { leaf: "x" } : { l: build(d - 1), r: build(d - 1), n: d, a: [d, "s" + d] }; }
const g = build(9);
const s = JSON.stringify(g);
const back = JSON.parse(s);
console.log(s.length, JSON.stringify(back) === s, back.l.r.l.n);
// expect: 21474 true 6
