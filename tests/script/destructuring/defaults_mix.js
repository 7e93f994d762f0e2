// destructuring + defaults + closures interplay
function f({ a = 1, b: [c, d = c * 2] = [5] } = {}, ...rest) { return [a, c, d, rest.length]; }
console.log(f(), f({ a: 2, b: [3] }, 9, 9), f(undefined, 1));
const { x: { y = "dy" } = {}, ...others } = { z: 1, w: 2 };
console.log(y, others);
let p, q;
({ p = 10, q = p + 1 } = {});
console.log(p, q);
[p, [q = "nested"] = []] = [1];
console.log(p, q);
const arr = [];
for (const [i, { v = i }] of [[0, {}], [1, { v: 5 }]]) arr.push(v);
console.log(arr);
const fnsd = [];
for (let [i] = [0]; i < 3; i++) fnsd.push(() => i);
console.log(fnsd.map((g) => g()));
try { const [{ a }] = [undefined]; } catch (e) { console.log(e.message); }
try { (({ a }) => a)(); } catch (e) { console.log(e.message); }
try { (([a]) => a)(); } catch (e) { console.log(e.message); }
function g(a, b = a, [c] = [b]) { return c; }
console.log(g(4));
// expect: [ 1, 5, 10, 0 ] [ 2, 3, 6, 2 ] [ 1, 5, 10, 1 ]
// expect: dy { z: 1, w: 2 }
// expect: 10 11
// expect: 1 nested
// expect: [ 0, 5 ]
// expect: [ 0, 1, 2 ]
// expect: Cannot read properties of undefined (reading 'a')
// expect: Cannot destructure property 'a' of 'undefined' as it is undefined.
// expect: undefined is not iterable (cannot read property Symbol(Symbol.iterator))
// expect: 4
