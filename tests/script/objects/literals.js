const k = "dyn";
const a = 1, b = 2;
const o = { a, b, [k + "amic"]: 3, "quoted key": 4, 5: "five", m() { return this.a; } };
console.log(o.a, o.b, o.dynamic, o["quoted key"], o[5], o.m());
console.log(Object.keys(o));
// expect: 1 2 3 4 five 1
// expect: [ '5', 'a', 'b', 'dynamic', 'quoted key', 'm' ]
