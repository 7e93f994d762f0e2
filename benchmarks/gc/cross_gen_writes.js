// Old containers written with young values (the barrier and remembered set).
const table = [];
for (let i = 0; i < 20000; i++) table.push({ slot: null });
const big = new Array(100000).fill(0);
let sum = 0;
for (let r = 0; r < 60; r++) {
  for (let i = 0; i < table.length; i++) table[i].slot = { r, i };
  for (let i = r; i < big.length; i += 61) big[i] = { r };
  for (let i = 0; i < table.length; i += 97) sum = (sum + table[i].slot.i + big[i].r | 0) | 0;
}
console.log(sum);
