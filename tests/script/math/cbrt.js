// Math.cbrt: exact cubes come back exact (libm alone is 1 ulp off for some)
const r = [];
for (let i = -12; i <= 12; i++) r.push(Math.cbrt(i * i * i));
console.log(r.join(" "));
console.log(Math.cbrt(27), Math.cbrt(-27), Math.cbrt(0.125), Math.cbrt(1e300 * 1e-3), Math.cbrt(1e-300), Math.cbrt(2 ** -1074 * 8));
console.log(Math.cbrt(0), 1 / Math.cbrt(-0), Math.cbrt(Infinity), Math.cbrt(-Infinity), Math.cbrt(NaN), Math.cbrt("64"), Math.cbrt());
console.log(Math.cbrt(1.7976931348623157e308) > 5.6e102, Math.cbrt(1000000), Math.cbrt(3.375), Math.cbrt.length);
// expect: -12 -11 -10 -9 -8 -7 -6 -5 -4 -3 -2 -1 0 1 2 3 4 5 6 7 8 9 10 11 12
// expect: 3 -3 0.5 1e+99 1e-100 3.4063678720065206e-108
// expect: 0 -Infinity Infinity -Infinity NaN 4 NaN
// expect: true 100 1.5 1
