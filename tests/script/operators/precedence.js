console.log(1 + 2 * 3, (1 + 2) * 3, 2 * 3 ** 2, 1 - 2 - 3, 2 / 2 / 2, 1 < 2 === true);
console.log(1 || 0 && 0, (1 || 0) && 0, !1 + 1, typeof 1 + 1);
// expect: 7 9 18 -4 0.5 true
// expect: 1 0 1 number1
