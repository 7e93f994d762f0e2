'use strict';
// super.k with a null [[HomeObject]] prototype: the TypeError names the key.
const t = (f) => { try { console.log(f()); } catch (e) { console.log(e.constructor.name + ': ' + e.message); } };
const p = { __proto__: null, m() { return super.x; }, e() { return super['y' + 1]; }, s() { return super[Symbol.iterator]; }, n() { return super[5]; }, w() { super.z = 1; } };
t(() => p.m()); t(() => p.e()); t(() => p.s()); t(() => p.n()); t(() => p.w());
