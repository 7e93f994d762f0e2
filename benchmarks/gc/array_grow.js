// Arrays that grow (reallocating their elements) and are dropped.
let sum = 0;
for (let r = 0; r < 200; r++) {
  const a = [];
  for (let i = 0; i < 20000; i++) a.push(i ^ r);
  sum = (sum + a[r * 7] + a.length) | 0;
}
console.log(sum);
