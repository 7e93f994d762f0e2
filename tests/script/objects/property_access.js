const o = { x: { y: { z: 1 } }, "a-b": 2 };
console.log(o.x.y.z, o["x"]["y"].z, o["a-b"], o.missing);
const key = "x";
console.log(o[key] === o.x);
// expect: 1 1 2 undefined
// expect: true
