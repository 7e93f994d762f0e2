let s = 0;
for (let i = 0; i < 10; i++) s += i;
console.log(s);
for (let i = 0, j = 10; i < j; i += 3, j -= 3) console.log(i, j);
let k = 0;
for (;;) { if (++k > 3) break; }
console.log(k);
// expect: 45
// expect: 0 10
// expect: 3 7
// expect: 4
