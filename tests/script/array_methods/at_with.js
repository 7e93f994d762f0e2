const a = [1, 2, 3];
console.log(a.at(0), a.at(-1), a.at(5), a.at(-4));
// expect: 1 3 undefined undefined
