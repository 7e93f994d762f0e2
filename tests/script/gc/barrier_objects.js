// flags: --expose-gc
// env: TARN_GC_VERIFY=1
// Old objects written with young values must keep them across minors:
// existing slots, added properties (slot growth), IC fast paths in a loop,
// dictionary-mode objects, accessors and prototypes.
const minor = () => gc({ type: "minor" });
const old = { a: null, b: 1 };
const many = [];
for (let i = 0; i < 20; i++) many.push({ k: i, v: null });
const dict = { x: 1 };
delete dict.x; // dictionary mode
minor(); minor(); minor(); // everything above is old now
old.a = { n: 1 };                       // existing slot
old.c = { n: 2 };                       // add: shape transition + slots growth
for (let i = 0; i < 10; i++) old["p" + i] = [i, { s: "v" + i }];
for (const m of many) m.v = { sq: m.k * m.k }; // PUT_FIELD inline cache hits
dict.y = { n: 3 };
for (let i = 0; i < 40; i++) dict["d" + i] = { i };
Object.defineProperty(old, "acc", { get() { return this.c; }, configurable: true });
const proto = { hello() { return "hi " + this.name; } };
minor(); minor();
Object.setPrototypeOf(old, proto);
old.name = "x".repeat(3) + "!";
minor(); minor();
console.log(old.a.n, old.c.n, old.acc.n, old.hello()); // expect: 1 2 2 hi xxx!
let s = 0;
for (let i = 0; i < 10; i++) s += old["p" + i][0] + old["p" + i][1].s.length;
console.log(s); // expect: 65
console.log(many.reduce((t, m) => t + m.v.sq, 0)); // expect: 2470
let d = 0;
for (let i = 0; i < 40; i++) d += dict["d" + i].i;
console.log(dict.y.n, d); // expect: 3 780
