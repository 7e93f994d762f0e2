const base = { greet() { return "hi " + this.name; } };
const o = Object.create(base);
o.name = "x";
console.log(o.greet(), Object.getPrototypeOf(o) === base, base.isPrototypeOf(o));
const n = Object.create(null);
console.log(Object.getPrototypeOf(n), typeof n.toString);
// expect: hi x true true
// expect: null undefined
