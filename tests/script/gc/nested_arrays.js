const m = [];
for (let i = 0; i < 100; i++) {
  const row = [];
  for (let j = 0; j < 50; j++) row.push([i, j, "c" + j]);
  m.push(row);
}
let c = 0;
for (const r of m) for (const cell of r) c += cell[0] + cell[1] + cell[2].length;
console.log(c);
// expect: 384000
