console.log(Math.imul(3, 4), Math.imul(0xffffffff, 5), Math.max(...[1, 9, 3]), Math.min.apply(null, [4, 2, 8]));
// expect: 12 -5 9 2
