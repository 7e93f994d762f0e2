const o = { get a() { return 1; }, set b(v) {}, get c() { return 1; }, set c(v) {} };
console.log(o);
// expect: { a: [Getter], b: [Setter], c: [Getter/Setter] }
