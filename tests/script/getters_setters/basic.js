const o = {
  _v: 1,
  get v() { return this._v * 10; },
  set v(x) { this._v = x; },
};
console.log(o.v);
o.v = 5;
console.log(o.v, o._v);
console.log(Object.keys(o));
// expect: 10
// expect: 50 5
// expect: [ '_v', 'v' ]
