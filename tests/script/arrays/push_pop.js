const a = [];
console.log(a.push(1, 2, 3), a.pop(), a, a.shift(), a.unshift(0, 0.5), a);
console.log([].pop(), [].shift());
// expect: 3 3 [ 0, 0.5, 2 ] 1 3 [ 0, 0.5, 2 ]
// expect: undefined undefined
