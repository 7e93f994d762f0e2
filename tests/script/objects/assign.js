const t = { a: 1 };
const r = Object.assign(t, { b: 2 }, null, { a: 3 });
console.log(r === t, t);
console.log({ ...t, c: 4 }, { ...null, ...undefined });
// expect: true { a: 3, b: 2 }
// expect: { a: 3, b: 2, c: 4 } {}
