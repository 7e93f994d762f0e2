console.log(5 % 3, -5 % 3, 5 % -3, 5.5 % 2, -0 % 5, 5 % 0, Infinity % 2, 2 % Infinity);
// expect: 2 -2 2 1.5 -0 NaN NaN 2
