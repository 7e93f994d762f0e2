// Number.prototype.toPrecision: fixed vs exponential layout, rounding, errors
const xs = [0, -0, 1, -1, 123.456, 0.000123, 1e-7, 123456, 999999, 1e21, 1.45, 2.5, 0.5, -1.5, 5e-324, 1.7976931348623157e308, Math.PI];
for (const x of xs) console.log(x.toPrecision(), x.toPrecision(1), x.toPrecision(2), x.toPrecision(5), x.toPrecision(21));
console.log((0.000001).toPrecision(2), (0.0000001).toPrecision(2), (123456).toPrecision(6), (999999).toPrecision(5), (99.99).toPrecision(3));
console.log((1.005).toPrecision(3), (1.255).toPrecision(3), (8.345).toPrecision(3), (25).toPrecision(1), (35).toPrecision(1));
console.log((1 / 3).toPrecision(100).length, (0).toPrecision(100).length, NaN.toPrecision(3), Infinity.toPrecision(200), (-Infinity).toPrecision());
console.log((12.5).toPrecision("2"), (12.5).toPrecision(2.9), Number.prototype.toPrecision.length);
for (const p of [0, 101, -1, Infinity]) {
  try {
    (1).toPrecision(p);
  } catch (e) {
    console.log(e.name, e.message);
  }
}
try {
  Number.prototype.toPrecision.call("1", 2);
} catch (e) {
  console.log(e.name, e.message);
}
(1).toPrecision(0); // expect runtime error: RangeError: toPrecision() argument must be between 1 and 100
// expect: 0 0 0.0 0.0000 0.00000000000000000000
// expect: 0 0 0.0 0.0000 0.00000000000000000000
// expect: 1 1 1.0 1.0000 1.00000000000000000000
// expect: -1 -1 -1.0 -1.0000 -1.00000000000000000000
// expect: 123.456 1e+2 1.2e+2 123.46 123.456000000000003070
// expect: 0.000123 0.0001 0.00012 0.00012300 0.000123000000000000008198
// expect: 1e-7 1e-7 1.0e-7 1.0000e-7 9.99999999999999954748e-8
// expect: 123456 1e+5 1.2e+5 1.2346e+5 123456.000000000000000
// expect: 999999 1e+6 1.0e+6 1.0000e+6 999999.000000000000000
// expect: 1e+21 1e+21 1.0e+21 1.0000e+21 1.00000000000000000000e+21
// expect: 1.45 1 1.4 1.4500 1.44999999999999995559
// expect: 2.5 3 2.5 2.5000 2.50000000000000000000
// expect: 0.5 0.5 0.50 0.50000 0.500000000000000000000
// expect: -1.5 -2 -1.5 -1.5000 -1.50000000000000000000
// expect: 5e-324 5e-324 4.9e-324 4.9407e-324 4.94065645841246544177e-324
// expect: 1.7976931348623157e+308 2e+308 1.8e+308 1.7977e+308 1.79769313486231570815e+308
// expect: 3.141592653589793 3 3.1 3.1416 3.14159265358979311600
// expect: 0.0000010 1.0e-7 123456 1.0000e+6 100
// expect: 1.00 1.25 8.35 3e+1 4e+1
// expect: 102 101 NaN Infinity -Infinity
// expect: 13 13 1
// expect: RangeError toPrecision() argument must be between 1 and 100
// expect: RangeError toPrecision() argument must be between 1 and 100
// expect: RangeError toPrecision() argument must be between 1 and 100
// expect: RangeError toPrecision() argument must be between 1 and 100
// expect: TypeError Number.prototype.toPrecision requires that 'this' be a Number
