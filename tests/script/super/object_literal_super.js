const base = { hi() { return "base"; } };
const o = { __proto__: base, hi() { return super.hi() + "+o"; } };
console.log(o.hi());
// expect: base+o
