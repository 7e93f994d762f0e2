// objects with an inherited Symbol.toStringTag print it after the constructor name
console.log(JSON, Math, [JSON], { j: JSON });
console.log({ a: { b: { c: JSON, m: Math } } });
const j = Object.create(JSON);
j.k = 1;
console.log(j, { a: { b: { j } } });
console.log({ a: { b: { m: new Map([[1, 2]]), s: new Set([1]), e: new Error("x") } } }.a.b.e.message);
console.log({ a: { b: { m: new Map([[1, 2]]), s: new Set([1]) } } });
// expect: Object [JSON] {} Object [Math] {} [ Object [JSON] {} ] { j: Object [JSON] {} }
// expect: { a: { b: { c: Object [JSON] {}, m: Object [Math] {} } } }
// expect: Object [JSON] { k: 1 } { a: { b: { j: [Object [JSON]] } } }
// expect: x
// expect: { a: { b: { m: [Map], s: [Set] } } }
