const a = [];
a["2"] = "two";
a[1.5] = "frac";
a[-1] = "neg";
console.log(a.length, a[2], a["1.5"], a[-1], Object.keys(a));
// expect: 3 two frac neg [ '2', '1.5', '-1' ]
