class MyArr extends Array {
  sum() { let s = 0; for (const x of this) s += x; return s; }
}
const a = new MyArr();
a.push(1, 2, 3);
console.log(a.sum(), a.length, Array.isArray(a), a instanceof MyArr, a instanceof Array);
class Two extends MyArr { twice() { return this.sum() * 2; } }
const t = new Two();
t.push(5);
console.log(t.twice(), Object.getPrototypeOf(Object.getPrototypeOf(t)) === MyArr.prototype);
class E2 extends TypeError { constructor(m) { super(m); this.name = "E2"; } }
const e = new E2("bad");
console.log(e instanceof E2, e instanceof TypeError, e.message, String(e));
class O extends Object { hi() { return "hi"; } }
console.log(new O().hi(), new O() instanceof O);
class S extends String { shout() { return this.toUpperCase(); } }
console.log(new S("ab").shout !== undefined);
// expect: 6 3 true true true
// expect: 10 true
// expect: true true bad E2: bad
// expect: hi true
// expect: true
