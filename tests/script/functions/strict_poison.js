'use strict';
// A strict function's caller/arguments (Function.prototype's accessors) and a
// strict arguments object's callee throw, as in V8; Function.prototype's keys
// in V8's order; bind on a non-function.
const t = (f) => { try { console.log(f()); } catch (e) { console.log(e.constructor.name + ': ' + e.message); } };
function f() { return arguments; }
t(() => f.caller);
t(() => f.arguments);
t(() => { f.caller = 1; });
t(() => f().callee);
t(() => Object.getOwnPropertyNames(f()));
t(() => Object.getOwnPropertyNames(Function.prototype));
t(() => Object.getOwnPropertyDescriptor(Function.prototype, 'caller'));
const d = Object.getOwnPropertyDescriptor(Function.prototype, 'caller');
t(() => [d.get === d.set, d.get === Object.getOwnPropertyDescriptor(f(), 'callee').get, d.get.name, d.get.length]);
t(() => Object.prototype.hasOwnProperty.call(f, 'caller'));
t(() => Function.prototype.bind.call(5));
t(() => Function.prototype.bind.call({}));
console.log(f(1, 'x', { o: 1 }), [f()], { a: { b: { c: f(1) } } });
