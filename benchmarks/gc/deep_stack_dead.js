// Garbage that was live only while a deep recursion ran.
function down(n, acc) {
  const here = { n, arr: [n, n + 1, n + 2] };
  if (n === 0) return acc.length;
  acc.push(here);
  return down(n - 1, acc);
}
let sum = 0;
for (let r = 0; r < 300; r++) sum += down(2000, []);
console.log(sum);
