// An array literal's spread defines its elements (CreateDataPropertyOrThrow):
// an index setter on Array.prototype or Object.prototype never runs.
const calls = [];
Object.defineProperty(Object.prototype, '1', { set(v) { calls.push('object ' + v); }, configurable: true });
Object.defineProperty(Array.prototype, '3', { set(v) { calls.push('array ' + v); }, configurable: true });
const b = ['x', 'y', 'z'];
const a = ['e', ...b];
const c = [...'ab', ...new Set([1, 2, 3])];
const d = [, ...b];
delete Object.prototype[1];
delete Array.prototype[3];
console.log(JSON.stringify(a), a.length, Object.keys(a).join());
console.log(JSON.stringify(c), c.length);
console.log(d.length, 0 in d, Object.keys(d).join());
console.log(calls.length, calls.join());
// expect: ["e","x","y","z"] 4 0,1,2,3
// expect: ["a","b",1,2,3] 5
// expect: 4 false 1,2,3
// expect: 0 
