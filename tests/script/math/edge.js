console.log(Math.round(-0), Math.floor(-0), Math.abs(-0), Math.max(-0, 0), Math.min(-0, 0), Math.sqrt(-1), Math.ceil(-0.5));
console.log(Math.floor("7.5"), Math.abs(null), Math.abs(undefined), Math.max("3", 2));
// expect: -0 -0 0 0 -0 NaN -0
// expect: 7 0 NaN 3
