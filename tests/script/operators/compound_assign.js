let a = 10;
a += 5; console.log(a);
a -= 3; console.log(a);
a *= 2; console.log(a);
a /= 4; console.log(a);
a %= 4; console.log(a);
a **= 3; console.log(a);
let b = 0b1100;
b &= 0b1010; console.log(b);
b |= 1; console.log(b);
b ^= 0xF; console.log(b);
b <<= 3; console.log(b);
b >>= 1; console.log(b);
b = -8; b >>>= 28; console.log(b);
let s = "x"; s += 1; s += null; console.log(s);
// expect: 15
// expect: 12
// expect: 24
// expect: 6
// expect: 2
// expect: 8
// expect: 8
// expect: 9
// expect: 6
// expect: 48
// expect: 24
// expect: 15
// expect: x1null
