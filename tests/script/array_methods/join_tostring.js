console.log([1, 2, 3].join(), [1, 2, 3].join(" - "), [null, undefined, 1].join(), [[1, 2], [3]].toString());
console.log(String([]), [1].join("x"), Array(3).join("ab"));
// expect: 1,2,3 1 - 2 - 3 ,,1 1,2,3
// expect:  1 abab
