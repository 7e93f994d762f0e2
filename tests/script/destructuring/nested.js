const { p: { q: [first, { r }] } } = { p: { q: [1, { r: "deep" }] } };
console.log(first, r);
const [[x1, x2], { y }] = [[1, 2], { y: 3 }];
console.log(x1, x2, y);
// expect: 1 deep
// expect: 1 2 3
