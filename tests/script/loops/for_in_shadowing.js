'use strict';
// for-in: an own key of a nearer object hides the same key further up the
// prototype chain even when it is not enumerable (EnumerateObjectProperties).
const keys = (o) => { const r = []; for (const k in o) r.push(k); return r; };
const p = { a: 1, b: 2, 0: 'p0', 5: 'p5' };
const o = Object.create(p); o.b = 3; o[0] = 'o0'; Object.defineProperty(o, 'a', { value: 1, enumerable: false });
console.log(keys(o));
const arr = [1, 2]; Object.setPrototypeOf(arr, Object.assign(Object.create(Array.prototype), { 0: 'x', 2: 'y', length: 'pl', extra: 1 }));
console.log(keys(arr));
const s = new String('ab'); console.log(keys(s));
Object.setPrototypeOf(s, { 0: 'z', 1: 'w', 2: 'v', q: 1 }); console.log(keys(s));
class A { m() {} get g() { return 1; } } class B extends A { constructor() { super(); this.own = 1; } }
console.log(keys(new B()));
const ta = new Uint8Array(2); Object.setPrototypeOf(ta, { 0: 'a', 1: 'b', 3: 'c', t: 1 }); console.log(keys(ta));
const deep = Object.create(Object.create(Object.create({ x: 1, y: 2, z: 3 }, { y: { value: 0 } }), { z: { value: 0, enumerable: true } }));
console.log(keys(deep));
console.log(keys(5), keys('hi'), keys(null), keys(undefined));
const big = {}; for (let i = 0; i < 2000; i++) big['k' + i] = i; const child = Object.create(big); child.k5 = 'own';
console.log(keys(child).length, keys(child).slice(0, 3));
