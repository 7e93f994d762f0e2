const o = { a: 1, b: 2, c: 3 };
const seen = [];
for (const k in o) { seen.push(k); delete o.c; }
console.log(seen);
// expect: [ 'a', 'b' ]
