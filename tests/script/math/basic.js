console.log(Math.abs(-5), Math.floor(-1.5), Math.ceil(-1.5), Math.round(2.5), Math.round(-2.5), Math.round(0.49), Math.trunc(-4.7));
console.log(Math.max(1, 5, 3), Math.min(1, 5, 3), Math.max(), Math.min(), Math.max(1, NaN), Math.sign(-3), Math.sign(0));
// expect: 5 -2 -1 3 -2 0 -4
// expect: 5 1 -Infinity Infinity NaN -1 0
