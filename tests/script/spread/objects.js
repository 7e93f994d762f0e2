const base = { a: 1, b: 2 };
const o = { ...base, b: 3, c: 4 };
console.log(o, { ..."ab" }, { ...[1, 2] });
// expect: { a: 1, b: 3, c: 4 } { '0': 'a', '1': 'b' } { '0': 1, '1': 2 }
