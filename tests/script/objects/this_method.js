const o = { n: "o", get() { return this.n; } };
const p = { n: "p", get: o.get };
console.log(o.get(), p.get());
// expect: o p
