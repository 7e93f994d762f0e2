const out = [];
for (let i = 0; i < 10; i++) {
  if (i % 2) continue;
  if (i > 6) break;
  out.push(i);
}
console.log(out);
let j = 0;
while (true) { j++; if (j < 5) continue; break; }
console.log(j);
// expect: [ 0, 2, 4, 6 ]
// expect: 5
