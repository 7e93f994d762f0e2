const o = { a: 1, b: 2 };
const p = Object.create(o);
p.c = 3;
const keys = [];
for (const k in p) keys.push(k);
console.log(keys);
for (const i in ["x", "y"]) console.log(i, typeof i);
for (const k in null) console.log("never");
// expect: [ 'c', 'a', 'b' ]
// expect: 0 string
// expect: 1 string
