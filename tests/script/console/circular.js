const o = { name: "root" };
o.self = o;
const a = [1];
a.push(a);
console.log(o, a);
// expect: <ref *1> { name: 'root', self: [Circular *1] } <ref *1> [ 1, [Circular *1] ]
