let d = 0.5;
d++;
console.log(d);
d--;
d--;
console.log(d);
let big = 2 ** 31 - 1;
big++;
console.log(big);
// expect: 1.5
// expect: -0.5
// expect: 2147483648
