console.log(1 < 2, 2 < 1, "a" < "b", "B" < "a", "10" < "9", 10 < 9, "10" < 9);
console.log(null < 1, undefined < 1, NaN < NaN, NaN >= NaN, [2] > 1, "abc" <= "abd");
// expect: true false true true true false false
// expect: true false false false true true
