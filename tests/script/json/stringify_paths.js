// The iterative path of JSON.stringify meets every kind of member: proxies,
// holes, getters, toJSON that mutates what is still open, circles, wide and
// surrogate strings, prototype toJSON and elements, wrappers, BigInt.
const p = new Proxy({ a: 1, b: [1, 2] }, {});
console.log(JSON.stringify({ p, arr: [1, , 3], g: { get x() { return { deep: [1] }; } } }));
const o = { a: 1 }; Object.defineProperty(o, 'h', { value: 2, enumerable: false }); o[Symbol('s')] = 3; o.f = () => 1; o.u = undefined;
console.log(JSON.stringify([o, o, { 1: 'x', b: 'y', 0: 'z' }]));
class K { constructor() { this.k = 1; } }
console.log(JSON.stringify([new K(), new Date(0), new Map([[1, 2]]), Object.create(null)]));
let big = {}; for (let i = 0; i < 70; i++) big['k' + i] = i;
console.log(JSON.stringify({ big }).length);
const mut = { a: { toJSON() { mut.b.z = 9; delete mut.c; return 'A'; } }, b: { y: 1 }, c: 3 };
console.log(JSON.stringify(mut));
const arr = [1, { toJSON() { arr.length = 1; return 2; } }, 3, 4];
console.log(JSON.stringify(arr));
try { const c = { x: [{}] }; c.x[0].back = c.x; JSON.stringify(c); } catch (e) { console.log(e.message); }
console.log(JSON.stringify("a\u00ff\ud800\"\\\n"), JSON.stringify(["\u00e9\u0001", "\ud83d\ude00x\udc00"]));
Object.prototype.toJSON = function () { return 'P'; };
console.log(JSON.stringify({ a: [1] }));
delete Object.prototype.toJSON;
Array.prototype[1] = 'proto';
console.log(JSON.stringify([0, , 2]));
delete Array.prototype[1];
console.log(JSON.stringify({ a: 1n === 1n, s: new String('w'), n: new Number(3), b: new Boolean(false) }));
try { JSON.stringify({ x: [1n] }); } catch (e) { console.log(e.name, e.message); }
// expect: {"p":{"a":1,"b":[1,2]},"arr":[1,null,3],"g":{"x":{"deep":[1]}}}
// expect: [{"a":1},{"a":1},{"0":"z","1":"x","b":"y"}]
// expect: [{"k":1},"1970-01-01T00:00:00.000Z",{},{}]
// expect: 619
// expect: {"a":"A","b":{"y":1,"z":9}}
// expect: [1,2,null,null]
// expect: Converting circular structure to JSON
// expect:     --> starting at object with constructor 'Array'
// expect:     |     index 0 -> object with constructor 'Object'
// expect:     --- property 'back' closes the circle
// expect: "aÿ\ud800\"\\\n" ["é\u0001","😀x\udc00"]
// expect: "P"
// expect: [0,"proto",2]
// expect: {"a":true,"s":"w","n":3,"b":false}
// expect: TypeError Do not know how to serialize a BigInt
