const o = { v: 7, m() { return this.v; }, inner: { v: 8, m() { return this.v; } } };
console.log(o.m?.(), o?.m(), (o?.m)(), (o?.inner.m)(), (o?.["m"])(), o.inner?.m());
const n = null;
console.log((n?.m)?.(), n?.m(), (n?.a.b)?.());
try { (n?.m)(); } catch (e) { console.log(e.constructor.name, e.message); }
try { (o?.zz)(); } catch (e) { console.log(e.constructor.name, e.message); }
const arr = [function () { return this.length; }];
console.log((arr?.[0])());
console.log(o?.inner?.m(), (o?.inner?.m)());
const q = { a: {} };
for (const f of [() => q?.zz(), () => q.a?.zz(), () => (q?.zz)(), () => (q.a?.b)(), () => q?.a.zz(), () => (q.zz)()]) {
  try { f(); } catch (e) { console.log(e.message); }
}
// expect: 7 7 7 8 7 8
// expect: undefined undefined undefined
// expect: TypeError (intermediate value) is not a function
// expect: TypeError (intermediate value) is not a function
// expect: 1
// expect: 8 8
// expect: q?.zz is not a function
// expect: q.a?.zz is not a function
// expect: (intermediate value) is not a function
// expect: (intermediate value) is not a function
// expect: q?.a.zz is not a function
// expect: q.zz is not a function
