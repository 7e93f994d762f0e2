console.log(typeof 1, typeof "s", typeof true, typeof undefined, typeof null);
console.log(typeof {}, typeof [], typeof function () {}, typeof (() => 1), typeof Symbol());
console.log(typeof undeclaredVariable, typeof class {}, typeof Math, typeof NaN);
// expect: number string boolean undefined object
// expect: object object function function symbol
// expect: undefined function object number
