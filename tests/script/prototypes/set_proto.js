const a = { x: 1 };
const b = { y: 2 };
Object.setPrototypeOf(b, a);
console.log(b.x, b.y, "x" in b, Object.keys(b));
// expect: 1 2 true [ 'y' ]
