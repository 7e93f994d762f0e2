let n = 0;
for (let i = 0; i < 100; i++) {
  try { if (i % 3 === 0) throw i; n++; } catch (e) { n += 100; }
}
console.log(n);
// expect: 3466
