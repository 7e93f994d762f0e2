const proto = { get name() { return "proto:" + this.id; } };
const o = Object.create(proto);
o.id = 7;
console.log(o.name);
// expect: proto:7
