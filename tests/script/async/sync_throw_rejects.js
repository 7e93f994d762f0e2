// a throw before the first await rejects the promise instead of throwing at the call
async function f() { null.x; } // expect runtime error: TypeError: Cannot read properties of null (reading 'x')
const p = f();
console.log('after call', typeof p);
// expect: after call object
