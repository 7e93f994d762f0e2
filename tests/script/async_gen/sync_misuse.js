// An async generator is not a sync iterable: spread and for-of fail with
// V8's messages; Array.from sees an array-like.
async function* g() { yield 1; }
try { [...g()]; } catch (e) { console.log(e.constructor.name, e.message); }
try { for (const x of g()); } catch (e) { console.log(e.constructor.name, e.message); }
console.log(Array.from(g()));
const { next } = g();
console.log(typeof next, next === Object.getPrototypeOf(g.prototype).next);
// expect: TypeError g is not a function or its return value is not iterable
// expect: TypeError g is not a function or its return value is not iterable
// expect: []
// expect: function true
