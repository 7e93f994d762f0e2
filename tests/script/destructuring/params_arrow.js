const f = ({ x, y } = { x: 1, y: 2 }) => x + y;
const g = ([h, ...t]) => t.length + h;
console.log(f(), f({ x: 5, y: 5 }), g([10, 1, 2]));
// expect: 3 10 12
