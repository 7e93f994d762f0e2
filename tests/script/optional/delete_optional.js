const o = { a: { b: 1 } };
console.log(delete o?.a?.b, o, delete o.z?.b);
// expect: true { a: {} } true
