const o = {};
console.log("ok");
o.method(); // expect runtime error: TypeError: o.method is not a function
// expect: ok
