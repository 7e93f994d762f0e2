console.log((1.005).toFixed(2), (3.14159).toFixed(3), (0).toFixed(2), (-1.5).toFixed(0));
console.log((123.456).toPrecision(4), (0.000123).toExponential(1), (1e21).toFixed(2));
// expect: 1.00 3.142 0.00 -2
// expect: 123.5 1.2e-4 1e+21
