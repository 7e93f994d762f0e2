const a = [1, , 3];
console.log(a, a.length, 1 in a, a[1]);
const b = new Array(3);
console.log(b, b.length);
console.log([, , ,].length, [1, , 2].map(x => x * 2));
let n = 0;
[1, , 3].forEach(() => n++);
console.log(n);
// expect: [ 1, <1 empty item>, 3 ] 3 false undefined
// expect: [ <3 empty items> ] 3
// expect: 3 [ 2, <1 empty item>, 4 ]
// expect: 2
