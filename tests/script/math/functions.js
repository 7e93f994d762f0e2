console.log(Math.sqrt(16), Math.cbrt(27), Math.pow(2, 10), Math.hypot(3, 4), Math.log(Math.E), Math.log2(8), Math.log10(1000));
console.log(Math.sin(0), Math.cos(0), Math.atan2(1, 1) === Math.PI / 4, Math.exp(0), Math.fround(5.5), Math.clz32(1));
console.log(Math.PI, Math.E, Math.SQRT2, Math.LN2);
// expect: 4 3 1024 5 1 3 3
// expect: 0 1 true 1 5.5 31
// expect: 3.141592653589793 2.718281828459045 1.4142135623730951 0.6931471805599453
