const s = Symbol("x");
console.log(s === s, Symbol("x") === Symbol("x"), Symbol.for("k") === Symbol.for("k"));
console.log(s == s, s.toString(), s.description);
// expect: true false true
// expect: true Symbol(x) x
