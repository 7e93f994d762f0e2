const o = { get fresh() { return { made: [1, 2, 3].map(x => x * 2) }; } };
let s = 0;
for (let i = 0; i < 1000; i++) s += o.fresh.made[2];
console.log(s);
// expect: 6000
