let s = "";
for (let i = 0; i < 1000; i++) s += i % 10;
console.log(s.length, s.slice(0, 12), s.slice(-5));
const parts = [];
for (let i = 0; i < 100; i++) parts.push("p" + i);
console.log(parts.join("").length);
// expect: 1000 012345678901 56789
// expect: 290
