const [a, b, ...rest] = [1, 2, 3, 4];
console.log(a, b, rest);
const [x, , z = "dz", w = "dw"] = [10, 20, undefined];
console.log(x, z, w);
let p = 1, q = 2;
[p, q] = [q, p];
console.log(p, q);
// expect: 1 2 [ 3, 4 ]
// expect: 10 dz dw
// expect: 2 1
