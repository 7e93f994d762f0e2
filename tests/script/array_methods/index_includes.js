const a = [1, 2, 3, 2, 1];
console.log(a.indexOf(2), a.lastIndexOf(2), a.indexOf(9), a.includes(3), a.indexOf(2, 2), a.includes(1, -1));
// expect: 1 3 -1 true 3 true
