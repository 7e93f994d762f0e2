// Number.prototype.toLocaleString() in the default (en-US) locale
const xs = [0, -0, 1, -1, 12.5, 1234567.891, 1.0005, 2.0005, 0.0001, -0.0001, 0.0005, -0.0005, 999.9995, 1e21, -1234.5,
  1e-7, 12345678901234567890, 0.1 + 0.2, 1000.5, 0.9999, 123456.7, 5e-324, NaN, Infinity, -Infinity];
for (const x of xs) console.log(x.toLocaleString());
console.log((5).toLocaleString(undefined), Number.prototype.toLocaleString.length, new Number(1e6).toLocaleString());
try {
  Number.prototype.toLocaleString.call("1");
} catch (e) {
  console.log(e.name, e.message);
}
// expect: 0
// expect: -0
// expect: 1
// expect: -1
// expect: 12.5
// expect: 1,234,567.891
// expect: 1.001
// expect: 2.001
// expect: 0
// expect: -0
// expect: 0.001
// expect: -0.001
// expect: 1,000
// expect: 1,000,000,000,000,000,000,000
// expect: -1,234.5
// expect: 0
// expect: 12,345,678,901,234,567,000
// expect: 0.3
// expect: 1,000.5
// expect: 1
// expect: 123,456.7
// expect: 0
// expect: NaN
// expect: ∞
// expect: -∞
// expect: 5 0 1,000,000
// expect: TypeError Number.prototype.toLocaleString requires that 'this' be a Number
