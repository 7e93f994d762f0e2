// an async function that throws after an await, with nobody handling its promise
async function f() {
  await null;
  throw new TypeError('bad thing'); // expect runtime error: TypeError: bad thing
}
f();
console.log('end of script');
// expect: end of script
