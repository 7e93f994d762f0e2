const o = { m() {}, ["comp" + 1]() {}, get g() { return 1; } };
console.log(o.m.name, o.comp1.name);
const arrow = () => {};
let f2;
f2 = function () {};
console.log(arrow.name, f2.name, (function () {}).name === "");
// expect: m comp1
// expect: arrow f2 true
