const m = [["a", 1], ["b", 2]];
for (const [k, v] of m) console.log(k, v);
for (const { n, s = "-" } of [{ n: 1 }, { n: 2, s: "x" }]) console.log(n, s);
// expect: a 1
// expect: b 2
// expect: 1 -
// expect: 2 x
