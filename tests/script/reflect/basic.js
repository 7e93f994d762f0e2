"use strict";
console.log(Reflect.apply(Math.max, null, [1, 5, 3]));
console.log(Reflect.apply(function (a, b) { return this.x + a + b; }, { x: 1 }, { length: 2, 0: 10, 1: 20 }));
console.log(Reflect.apply(String.prototype.slice, 'hello', [1, 3]));
class A { constructor(v) { this.v = v; this.nt = new.target.name; } }
class B extends A {}
const a = Reflect.construct(A, [5]);
console.log(a.v, a.nt, a instanceof A, a instanceof B);
const b = Reflect.construct(A, [6], B);
console.log(b.v, b.nt, b instanceof B, Object.getPrototypeOf(b) === B.prototype);
function F() { this.t = new.target === F; }
console.log(Reflect.construct(F, []).t);
const d = Reflect.construct(Date, [0]);
console.log(d instanceof Date, d.getTime());
const o = {};
console.log(Reflect.defineProperty(o, 'x', { value: 1 }));
console.log(Reflect.defineProperty(o, 'x', { value: 2 }));
console.log(Reflect.defineProperty(o, 'x', { value: 1 }));
console.log(o.x, Reflect.getOwnPropertyDescriptor(o, 'x'));
console.log(Reflect.getOwnPropertyDescriptor(o, 'nope'));
console.log(Reflect.deleteProperty(o, 'x'), Reflect.deleteProperty(o, 'nope'));
o.y = 2;
console.log(Reflect.deleteProperty(o, 'y'), 'y' in o);
console.log(Reflect.deleteProperty([1, 2], 'length'));
const proto = { get g() { return this.tag; }, set s(v) { this.seen = v; } };
const c = Object.create(proto);
c.tag = 'c';
console.log(Reflect.get(c, 'g'), Reflect.get(c, 'g', { tag: 'recv' }));
const recv = {};
console.log(Reflect.set(c, 's', 9, recv), recv.seen, c.seen);
console.log(Reflect.set(c, 'plain', 3), c.plain);
const frozen = Object.freeze({ k: 1 });
console.log(Reflect.set(frozen, 'k', 2), Reflect.set(frozen, 'n', 2), frozen.k);
console.log(Reflect.set({ get only() { return 1; } }, 'only', 2));
const r2 = {};
console.log(Reflect.set({ k: 1 }, 'k', 5, r2), r2.k);
console.log(Reflect.has(c, 'g'), Reflect.has(c, 'tag'), Reflect.has(c, 'zz'), Reflect.has([], 'length'));
console.log(Reflect.getPrototypeOf(c) === proto, Reflect.getPrototypeOf(Object.create(null)));
console.log(Reflect.setPrototypeOf(c, null), Object.getPrototypeOf(c));
console.log(Reflect.setPrototypeOf(proto, c));
const ne = Object.preventExtensions({});
console.log(Reflect.setPrototypeOf(ne, {}), Reflect.setPrototypeOf(ne, Object.prototype));
console.log(Reflect.isExtensible({}), Reflect.isExtensible(ne), Reflect.isExtensible(frozen));
const pe = { q: 1 };
console.log(Reflect.preventExtensions(pe), Reflect.isExtensible(pe), Reflect.defineProperty(pe, 'z', { value: 1 }));
const sym = Symbol('s');
const ko = { b: 1, 2: 'two', a: 2, 1: 'one', [sym]: 3 };
Object.defineProperty(ko, 'hidden', { value: 0, enumerable: false });
console.log(Reflect.ownKeys(ko));
console.log(Reflect.ownKeys([1, 2]), Reflect.ownKeys(function f(a) {}));
console.log(Reflect.get([10, 20], 1), Reflect.get('x'.constructor, 'name'));
console.log(Reflect.get({ [sym]: 'symval' }, sym));
const keyObj = { toString() { return 'kk'; } };
console.log(Reflect.set(o, keyObj, 'v'), o.kk, Reflect.has(o, keyObj));
try {
  Reflect.get({ get bad() { throw new RangeError('from getter'); } }, 'bad');
} catch (e) {
  console.log(e.name, e.message);
}
try {
  Reflect.set({ set bad(v) { throw new TypeError('setter threw'); } }, 'bad', 1);
} catch (e) {
  console.log(e.name, e.message);
}
try {
  Reflect.defineProperty({}, 'x', { get: 1 });
} catch (e) {
  console.log(e.name, e.message);
}
console.log(typeof Reflect, Object.keys(Reflect).length);
// expect: 5
// expect: 31
// expect: el
// expect: 5 A true false
// expect: 6 B true true
// expect: true
// expect: true 0
// expect: true
// expect: false
// expect: true
// expect: 1 { value: 1, writable: false, enumerable: false, configurable: false }
// expect: undefined
// expect: false true
// expect: true false
// expect: false
// expect: c recv
// expect: true 9 undefined
// expect: true 3
// expect: false false 1
// expect: false
// expect: true 5
// expect: true true false true
// expect: true null
// expect: true null
// expect: true
// expect: false true
// expect: true false false
// expect: true false false
// expect: [ '1', '2', 'b', 'a', 'hidden', Symbol(s) ]
// expect: [ '0', '1', 'length' ] [ 'length', 'name', 'prototype' ]
// expect: 20 String
// expect: symval
// expect: true v true
// expect: RangeError from getter
// expect: TypeError setter threw
// expect: TypeError Getter must be a function: 1
// expect: object 0
