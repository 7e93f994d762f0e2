// Object.groupBy, Map.groupBy, and getOrInsert / getOrInsertComputed on Map and WeakMap.
const t = (f) => { try { console.log(f()); } catch (e) { console.log(e.constructor.name + ': ' + e.message); } };
console.log(Object.groupBy([1, 2, 3, 4, 5], x => x % 2 ? 'odd' : 'even'));
console.log(Map.groupBy([1.5, 2.5, -0, 0], x => Math.sign(x)));
console.log(Object.groupBy('hello', (c, i) => i < 2 ? 'head' : 'tail'), Object.getPrototypeOf(Object.groupBy([], x => x)));
console.log(Object.groupBy(new Set(['a', 'bb', 'cc']), s => s.length));
const sym = Symbol('s');
console.log(Object.groupBy([1, 2], x => x === 1 ? sym : 10)[sym], Object.getOwnPropertySymbols(Object.groupBy([1], x => sym)));
t(() => Object.groupBy(null, x => x));
t(() => Map.groupBy(5, x => x));
t(() => Object.groupBy([1], 5));
t(() => Map.groupBy([1], {}));
// the callback throwing closes the iterator
let closed = 0;
const iterable = { [Symbol.iterator]() { return { next() { return { done: false, value: 1 }; }, return() { closed++; return {}; } }; } };
t(() => Object.groupBy(iterable, () => { throw new Error('stop'); }));
console.log(closed);

const m = new Map([[1, 'a']]);
console.log(m.getOrInsert(1, 'b'), m.getOrInsert(-0, 'z'), m.getOrInsertComputed(2, k => k * 10), m.getOrInsertComputed(2, () => 'no'));
console.log(m.getOrInsertComputed(3, k => { m.set(k, 'inner'); return 'outer'; }), m);
t(() => m.getOrInsertComputed(4, 5));
t(() => Map.prototype.getOrInsert.call({}, 1, 2));
const w = new WeakMap();
const k = {};
console.log(w.getOrInsert(k, 1), w.getOrInsert(k, 2), w.getOrInsertComputed({}, () => 3), w.get(k));
t(() => w.getOrInsert(1, 1));
t(() => w.getOrInsertComputed(Symbol.for('x'), () => 1));
t(() => w.getOrInsertComputed({}, 1));
console.log(w.getOrInsertComputed(Symbol('local'), () => 'sym'));
console.log(Object.getOwnPropertyNames(Map.prototype).slice(-3), Object.getOwnPropertyNames(WeakMap.prototype));
console.log(Object.getOwnPropertyNames(Map), Object.getOwnPropertyNames(Object).slice(-2), Map.groupBy.length, Map.prototype.getOrInsertComputed.length);
// expect: [Object: null prototype] { odd: [ 1, 3, 5 ], even: [ 2, 4 ] }
// expect: Map(2) { 1 => [ 1.5, 2.5 ], 0 => [ -0, 0 ] }
// expect: [Object: null prototype] {
// expect:   head: [ 'h', 'e' ],
// expect:   tail: [ 'l', 'l', 'o' ]
// expect: } null
// expect: [Object: null prototype] { '1': [ 'a' ], '2': [ 'bb', 'cc' ] }
// expect: [ 1 ] [ Symbol(s) ]
// expect: TypeError: Object.groupBy called on null or undefined
// expect: TypeError: number 5 is not iterable (cannot read property Symbol(Symbol.iterator))
// expect: TypeError: 5 is not a function
// expect: TypeError: #<Object> is not a function
// expect: Error: stop
// expect: 1
// expect: a z 20 20
// expect: outer Map(4) { 1 => 'a', 0 => 'z', 2 => 20, 3 => 'outer' }
// expect: TypeError: Map.prototype.getOrInsertComputed is not a function
// expect: TypeError: Method Map.prototype.getOrInsert called on incompatible receiver #<Object>
// expect: 1 1 3 1
// expect: TypeError: Invalid value used as weak map key
// expect: TypeError: Invalid value used as weak map key
// expect: TypeError: WeakMap.prototype.getOrInsertComputed is not a function
// expect: sym
// expect: [ 'values', 'getOrInsert', 'getOrInsertComputed' ] [
// expect:   'constructor',
// expect:   'delete',
// expect:   'get',
// expect:   'set',
// expect:   'has',
// expect:   'getOrInsert',
// expect:   'getOrInsertComputed'
// expect: ]
// expect: [ 'length', 'name', 'prototype', 'groupBy' ] [ 'values', 'groupBy' ] 2 2
