class Temp {
  constructor() { this._c = 0; }
  get f() { return this._c * 9 / 5 + 32; }
  set f(v) { this._c = (v - 32) * 5 / 9; }
}
const t = new Temp();
t.f = 212;
console.log(t._c, t.f, Object.keys(t));
// expect: 100 212 [ '_c' ]
