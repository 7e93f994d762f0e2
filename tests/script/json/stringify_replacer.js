const o = { a: 1, b: 2, c: { a: 3, d: 4 } };
console.log(JSON.stringify(o, ["a", "c"]));
console.log(JSON.stringify(o, (k, v) => typeof v === "number" ? v * 10 : v));
console.log(JSON.stringify({ toJSON() { return { x: 1 }; } }), JSON.stringify({ d: { toJSON(k) { return k; } } }));
// expect: {"a":1,"c":{"a":3}}
// expect: {"a":10,"b":20,"c":{"a":30,"d":40}}
// expect: {"x":1} {"d":"d"}
