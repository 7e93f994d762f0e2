const p = { v: "proto" };
const o = Object.create(p);
console.log(o.v);
o.v = "own";
console.log(o.v, p.v);
delete o.v;
console.log(o.v);
// expect: proto
// expect: own proto
// expect: proto
