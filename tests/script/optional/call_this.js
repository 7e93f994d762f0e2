const o = { v: 7, m() { return this.v; } };
console.log(o.m?.(), o?.m(), (o?.m)());
// expect: 7 7 7
