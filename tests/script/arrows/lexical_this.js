const o = {
  v: 10,
  m() { return [1, 2].map(x => x * this.v); },
  n() { const f = () => () => this.v; return f()(); },
};
console.log(o.m(), o.n());
// expect: [ 10, 20 ] 10
