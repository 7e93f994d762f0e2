const [c1, c2, ...cs] = "hello";
console.log(c1, c2, cs);
const [m1, m2] = new Set([7, 8, 9]);
console.log(m1, m2);
// expect: h e [ 'l', 'l', 'o' ]
// expect: 7 8
