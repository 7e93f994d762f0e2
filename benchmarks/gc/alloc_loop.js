// A plain allocation loop: one small object per iteration, all dead.
let x = 0;
for (let i = 0; i < 5000000; i++) x = (x + { v: i }.v) | 0;
console.log(x);
