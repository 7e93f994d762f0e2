console.log(+"", +" 12 ", +"1e2", +[], +[5], +[1, 2], +{}, +true, +null, +undefined);
console.log(-"3", -true, -[], ~"7", ~~3.9);
// expect: 0 12 100 0 5 NaN NaN 1 0 NaN
// expect: -3 -1 -0 -8 3
