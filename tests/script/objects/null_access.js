const o = null;
console.log("before");
console.log(o.x); // expect runtime error: TypeError: Cannot read properties of null (reading 'x')
// expect: before
