'use strict';
// Error.prototype.toString on a primitive and Object.prototype's immutable [[Prototype]]: V8's messages.
const t = (f) => { try { console.log(f()); } catch (e) { console.log(e.constructor.name + ': ' + e.message); } };
t(() => Error.prototype.toString.call(1)); t(() => Error.prototype.toString.call('s')); t(() => Error.prototype.toString.call(undefined)); t(() => Error.prototype.toString.call(Symbol('q')));
t(() => { Object.prototype.__proto__ = {}; }); t(() => Object.setPrototypeOf(Object.prototype, {})); t(() => Object.setPrototypeOf(Object.prototype, null) === Object.prototype); t(() => Reflect.setPrototypeOf(Object.prototype, {}));
t(() => { const a = {}; const b = Object.create(a); Object.setPrototypeOf(a, b); });
