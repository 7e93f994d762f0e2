'use strict';
// super() when the parent is not a constructor: V8's message names both.
const t = (f) => { try { console.log(f()); } catch (e) { console.log(e.constructor.name + ': ' + e.message); } };
t(() => { class A extends null {} new A(); });
t(() => { class B {} class A extends B {} Object.setPrototypeOf(A, {}); new A(); });
t(() => { class B {} class A extends B {} Object.setPrototypeOf(A, function nf() {}.bind()); return new A() && 'ok'; });
t(() => { class B {} class A extends B {} Object.setPrototypeOf(A, () => {}); new A(); });
t(() => { class B {} const A = class extends B {}; Object.setPrototypeOf(A, {a: 1}); new A(); });
t(() => { class B {} const X = class extends B { constructor() { super(); } }; Object.setPrototypeOf(X, Math.max); new X(); });
t(() => { class B {} Object.setPrototypeOf(B, null); class A extends B {} Object.setPrototypeOf(A, null); new A(); });
t(() => { new (class extends null {})(); });
