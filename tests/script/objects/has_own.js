const o = { a: 1 };
console.log(o.hasOwnProperty("a"), o.hasOwnProperty("toString"), Object.hasOwn(o, "a"));
console.log(Object.prototype.hasOwnProperty.call({ b: 1 }, "b"));
// expect: true false true
// expect: true
