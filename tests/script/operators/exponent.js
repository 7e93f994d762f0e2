console.log(2 ** 0.5, 4 ** 0.5, (-8) ** (1 / 3), 0 ** 0, NaN ** 0, 1 ** Infinity);
let x = 3;
x **= 2;
console.log(x, 10 ** -2, 10 ** 21);
// expect: 1.4142135623730951 2 NaN 1 1 NaN
// expect: 9 0.01 1e+21
