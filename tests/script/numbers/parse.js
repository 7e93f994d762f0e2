console.log(parseInt("42px"), parseInt("0x1f"), parseInt("  -12"), parseInt("z", 36), parseInt(""));
console.log(parseFloat("3.14abc"), parseFloat(".5"), parseFloat("-Infinity"), parseFloat("e5"));
console.log(Number("12"), Number(""), Number(" 0x10 "), Number("1e3"), Number("abc"), Number(null), Number(undefined));
// expect: 42 31 -12 35 NaN
// expect: 3.14 0.5 -Infinity NaN
// expect: 12 0 16 1000 NaN 0 NaN
