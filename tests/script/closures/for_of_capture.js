const fs = [];
for (const x of ["a", "b", "c"]) fs.push(() => x);
for (const k in { p: 1, q: 2 }) fs.push(() => k);
console.log(fs.map(f => f()).join(""));
// expect: abcpq
