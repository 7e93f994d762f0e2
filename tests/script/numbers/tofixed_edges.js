// Number.prototype.toFixed: exact decimal rounding, carries, sign, limits
const xs = [0, -0, 1.005, 1.45, 1.55, 2.5, -2.5, 0.5, -0.5, 9.995, 9.96, 0.05, 0.005, 0.0005, -0.0001, 123.456, 1e20, 1e21, -1e21, 5e-324, 4.35, 8.345, 10.235];
for (const x of xs) console.log(x.toFixed(), x.toFixed(1), x.toFixed(2), x.toFixed(3), x.toFixed(20));
console.log((0.1).toFixed(25), (1.1).toFixed(30), (123.456).toFixed(100).length, (5e-324).toFixed(100).slice(-5));
console.log((999.9999).toFixed(2), (0.9999).toFixed(3), (-0.9999).toFixed(3), (99.5).toFixed(0), (-99.5).toFixed(0));
console.log(NaN.toFixed(2), Infinity.toFixed(2), (-Infinity).toFixed(), (1.5).toFixed("1"), (1.25).toFixed(1.9), Number.prototype.toFixed.length);
for (const f of [-1, 101, Infinity]) {
  try {
    (1).toFixed(f);
  } catch (e) {
    console.log(e.name, e.message);
  }
}
try {
  Number.prototype.toFixed.call("3", 1);
} catch (e) {
  console.log(e.name, e.message);
}
(1).toFixed(-1); // expect runtime error: RangeError: toFixed() digits argument must be between 0 and 100
// expect: 0 0.0 0.00 0.000 0.00000000000000000000
// expect: 0 0.0 0.00 0.000 0.00000000000000000000
// expect: 1 1.0 1.00 1.005 1.00499999999999989342
// expect: 1 1.4 1.45 1.450 1.44999999999999995559
// expect: 2 1.6 1.55 1.550 1.55000000000000004441
// expect: 3 2.5 2.50 2.500 2.50000000000000000000
// expect: -3 -2.5 -2.50 -2.500 -2.50000000000000000000
// expect: 1 0.5 0.50 0.500 0.50000000000000000000
// expect: -1 -0.5 -0.50 -0.500 -0.50000000000000000000
// expect: 10 10.0 9.99 9.995 9.99499999999999921840
// expect: 10 10.0 9.96 9.960 9.96000000000000085265
// expect: 0 0.1 0.05 0.050 0.05000000000000000278
// expect: 0 0.0 0.01 0.005 0.00500000000000000010
// expect: 0 0.0 0.00 0.001 0.00050000000000000001
// expect: -0 -0.0 -0.00 -0.000 -0.00010000000000000000
// expect: 123 123.5 123.46 123.456 123.45600000000000306954
// expect: 100000000000000000000 100000000000000000000.0 100000000000000000000.00 100000000000000000000.000 100000000000000000000.00000000000000000000
// expect: 1e+21 1e+21 1e+21 1e+21 1e+21
// expect: -1e+21 -1e+21 -1e+21 -1e+21 -1e+21
// expect: 0 0.0 0.00 0.000 0.00000000000000000000
// expect: 4 4.3 4.35 4.350 4.34999999999999964473
// expect: 8 8.3 8.35 8.345 8.34500000000000063949
// expect: 10 10.2 10.23 10.235 10.23499999999999943157
// expect: 0.1000000000000000055511151 1.100000000000000088817841970013 104 00000
// expect: 1000.00 1.000 -1.000 100 -100
// expect: NaN Infinity -Infinity 1.5 1.3 1
// expect: RangeError toFixed() digits argument must be between 0 and 100
// expect: RangeError toFixed() digits argument must be between 0 and 100
// expect: RangeError toFixed() digits argument must be between 0 and 100
// expect: TypeError Number.prototype.toFixed requires that 'this' be a Number
