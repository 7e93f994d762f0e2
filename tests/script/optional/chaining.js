const o = { a: { b: { c: 1 } }, f() { return "called"; } };
console.log(o?.a?.b?.c, o.x?.y, o.x?.y.z.w, o.f?.(), o.g?.(), o?.["a"]?.b);
const n = null;
console.log(n?.x, n?.[0], n?.());
// expect: 1 undefined undefined called undefined { c: 1 }
// expect: undefined undefined undefined
