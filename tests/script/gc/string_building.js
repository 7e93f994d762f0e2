let s = "";
for (let i = 0; i < 2000; i++) s += String.fromCharCode(97 + (i % 26)) + i;
console.log(s.length, s.slice(0, 10), s.slice(-8));
let t = "";
for (let i = 0; i < 500; i++) t = t + "-" + t.length;
console.log(t.length);
// expect: 8890 a0b1c2d3e4 998x1999
// expect: 2200
