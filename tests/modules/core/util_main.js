// node:util: format, inspect, promisify, callbackify, inherits, types,
// isDeepStrictEqual.
const util = require('util');
console.log(util.format('%s=%d %j %o', 'a', 42, { b: [1] }, 'x'), util.format('no args', 1, 'two'));
console.log(util.inspect({ a: { b: { c: { d: 1 } } } }), util.inspect({ a: { b: { c: { d: 1 } } } }, { depth: 0 }));
console.log(util.inspect('str'), util.inspect([1, 'two', null]), typeof util.inspect.custom);
function legacy(x, cb) {
  setTimeout(() => (x < 0 ? cb(new Error('negative')) : cb(null, x * 2)));
}
const p = util.promisify(legacy);
p(21).then((v) => console.log('promisified', v));
p(-1).catch((e) => console.log('promisified error', e.message));
util.callbackify(async (x) => x + 1)(1, (err, v) => console.log('callbackified', err, v));
function Animal(name) { this.name = name; }
Animal.prototype.hello = function () { return 'I am ' + this.name; };
function Dog(name) { Animal.call(this, name); }
util.inherits(Dog, Animal);
console.log(new Dog('rex').hello(), Dog.super_ === Animal);
console.log(util.types.isPromise(Promise.resolve()), util.types.isRegExp(/x/), util.types.isDate(new Date()), util.types.isMap(new Map()));
const eq = util.isDeepStrictEqual;
console.log(eq({ a: [1, 2, { b: 3 }] }, { a: [1, 2, { b: 3 }] }), eq({ a: 1 }, { a: '1' }), eq([1, 2], [1, 2, 3]));
console.log(eq(new Map([[1, { x: 1 }]]), new Map([[1, { x: 1 }]])), eq(new Set([1, 2]), new Set([2, 1])), eq(NaN, NaN), eq(0, -0));
console.log(eq(Object.create(null), {}), eq(new Date(5), new Date(5)), eq(/a/g, /a/i));
// expect: a=42 {"b":[1]} 'x' no args 1 two
// expect: { a: { b: { c: [Object] } } } { a: [Object] }
// expect: 'str' [ 1, 'two', null ] symbol
// expect: I am rex true
// expect: true true true true
// expect: true false false
// expect: true true true false
// expect: false true false
// expect: callbackified null 2
// expect: promisified 42
// expect: promisified error negative
