'use strict';
// Accessors are named "get k" / "set k" (plain identifier keys too), methods by their key.
const o = { m() {}, async am() {}, *g() {}, async *ag() {}, ['c' + 'k']() {}, 5() {}, get x() { return 1; }, f: function () {}, nf: function named() {}, ar: () => {} , cl: class {}, ncl: class K {} };
for (const k of Object.keys(o)) { const d = Object.getOwnPropertyDescriptor(o, k); const f = d.value || d.get; console.log(k, JSON.stringify(f.name), f.toString()); }
class C { m() {} static s() {} get g() { return 1; } set g(v) {} static get sg() { return 1; } #pm() {} get #pg() { return 1; } static names(i) { return [i.#pm.name, Object.getOwnPropertyDescriptor(C.prototype, 'g').set.name]; } }
console.log(C.names(new C()), C.prototype.m.name, C.s.name, Object.getOwnPropertyDescriptor(C, 'sg').get.name);
console.log(o, C.prototype.m);
console.log(Object.getOwnPropertyDescriptor({ get a() { return 1; }, set a(v) {} }, 'a'));
