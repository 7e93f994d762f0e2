let i = 5;
console.log(i++, i, ++i, i, i--, i, --i, i);
const o = { x: 1 };
o.x++; ++o.x;
console.log(o.x);
const a = [1];
a[0]++;
console.log(a[0], a[0]--, a[0]);
let s = "5";
s++;
console.log(s, typeof s);
// expect: 5 6 7 7 7 6 5 5
// expect: 3
// expect: 2 2 1
// expect: 6 number
