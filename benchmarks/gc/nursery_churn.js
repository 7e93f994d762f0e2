// Nursery churn: millions of objects that die at once.
let sum = 0;
for (let i = 0; i < 3000000; i++) {
  const o = { a: i, b: i + 1, c: [i] };
  sum = (sum + o.a + o.c[0]) | 0;
}
console.log(sum);
