// Number.prototype.toExponential: shortest digits without an argument, rounding half up
const xs = [0, -0, 1, -1, 123.456, 0.000123, 1e-7, 123456, 1e21, 1.45, 2.5, 0.5, -1.5, 5e-324, 1.7976931348623157e308, Math.PI, 0.1];
for (const x of xs) console.log(x.toExponential(), x.toExponential(0), x.toExponential(1), x.toExponential(3), x.toExponential(20));
console.log((1.25).toExponential(1), (1.35).toExponential(1), (12345).toExponential(2), (99.5).toExponential(1), (9.99).toExponential(1));
console.log((1 / 3).toExponential(100).length, (0).toExponential(5), NaN.toExponential(200), Infinity.toExponential(-5), (-Infinity).toExponential());
console.log((123).toExponential("1"), (123).toExponential(undefined), (123).toExponential(1.9), Number.prototype.toExponential.length);
for (const f of [-1, 101, Infinity]) {
  try {
    (1).toExponential(f);
  } catch (e) {
    console.log(e.name, e.message);
  }
}
try {
  Number.prototype.toExponential.call({}, 2);
} catch (e) {
  console.log(e.name, e.message);
}
(1).toExponential(101); // expect runtime error: RangeError: toExponential() argument must be between 0 and 100
// expect: 0e+0 0e+0 0.0e+0 0.000e+0 0.00000000000000000000e+0
// expect: 0e+0 0e+0 0.0e+0 0.000e+0 0.00000000000000000000e+0
// expect: 1e+0 1e+0 1.0e+0 1.000e+0 1.00000000000000000000e+0
// expect: -1e+0 -1e+0 -1.0e+0 -1.000e+0 -1.00000000000000000000e+0
// expect: 1.23456e+2 1e+2 1.2e+2 1.235e+2 1.23456000000000003070e+2
// expect: 1.23e-4 1e-4 1.2e-4 1.230e-4 1.23000000000000008198e-4
// expect: 1e-7 1e-7 1.0e-7 1.000e-7 9.99999999999999954748e-8
// expect: 1.23456e+5 1e+5 1.2e+5 1.235e+5 1.23456000000000000000e+5
// expect: 1e+21 1e+21 1.0e+21 1.000e+21 1.00000000000000000000e+21
// expect: 1.45e+0 1e+0 1.4e+0 1.450e+0 1.44999999999999995559e+0
// expect: 2.5e+0 3e+0 2.5e+0 2.500e+0 2.50000000000000000000e+0
// expect: 5e-1 5e-1 5.0e-1 5.000e-1 5.00000000000000000000e-1
// expect: -1.5e+0 -2e+0 -1.5e+0 -1.500e+0 -1.50000000000000000000e+0
// expect: 5e-324 5e-324 4.9e-324 4.941e-324 4.94065645841246544177e-324
// expect: 1.7976931348623157e+308 2e+308 1.8e+308 1.798e+308 1.79769313486231570815e+308
// expect: 3.141592653589793e+0 3e+0 3.1e+0 3.142e+0 3.14159265358979311600e+0
// expect: 1e-1 1e-1 1.0e-1 1.000e-1 1.00000000000000005551e-1
// expect: 1.3e+0 1.4e+0 1.23e+4 1.0e+2 1.0e+1
// expect: 105 0.00000e+0 NaN Infinity -Infinity
// expect: 1.2e+2 1.23e+2 1.2e+2 1
// expect: RangeError toExponential() argument must be between 0 and 100
// expect: RangeError toExponential() argument must be between 0 and 100
// expect: RangeError toExponential() argument must be between 0 and 100
// expect: TypeError Number.prototype.toExponential requires that 'this' be a Number
