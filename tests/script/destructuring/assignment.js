let a, b, o = {};
({ a, b = 9 } = { a: 1 });
console.log(a, b);
[o.x, o["y"]] = [5, 6];
console.log(o);
let arr = [];
({ k: arr[0] } = { k: "v" });
console.log(arr);
// expect: 1 9
// expect: { x: 5, y: 6 }
// expect: [ 'v' ]
