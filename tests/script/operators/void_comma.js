console.log(void 0, void "x", (1, 2, 3));
let i = 0;
const r = (i++, i++, i);
console.log(r, i);
// expect: undefined undefined 3
// expect: 2 2
