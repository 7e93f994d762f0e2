"use strict";
const t = (f) => { try { console.log(f()); } catch (e) { console.log(e.constructor.name + ": " + e.message); } };
t(() => { const o = {}; o.__proto__ = Array.prototype; return [o instanceof Array, o.__proto__ === Array.prototype]; });
t(() => { const o = {}; o.__proto__ = 5; return o.__proto__ === Object.prototype; });
t(() => { const o = Object.create(null); o.__proto__ = Array.prototype; return [Object.getPrototypeOf(o), Object.keys(o)]; });
t(() => { const o = { __proto__: null }; return [Object.getPrototypeOf(o), "__proto__" in o]; });
t(() => { const o = {}; o.__proto__ = o; });
t(() => { const a = {}; const b = Object.create(a); a.__proto__ = b; });
t(() => { const o = Object.preventExtensions({}); o.__proto__ = {}; });
t(() => Object.prototype.__proto__);
t(() => [(1).__proto__ === Number.prototype, "s".__proto__ === String.prototype]);
const d = Object.getOwnPropertyDescriptor(Object.prototype, "__proto__");
t(() => [typeof d.get, typeof d.set, d.enumerable, d.configurable, d.get.name, d.set.name]);
t(() => d.get.call(null));
t(() => d.set.call(null, {}));
t(() => d.set.call(undefined, {}));
t(() => d.set.call(1, {}));
t(() => { const o = {}; d.set.call(o, null); return Object.getPrototypeOf(o); });
t(() => { const o = {}; return d.set.call(o, "not an object"); });
t(() => Object.keys({ __proto__: { inherited: 1 }, own: 2 }));
// expect: [ true, true ]
// expect: true
// expect: [ null, [ '__proto__' ] ]
// expect: [ null, false ]
// expect: TypeError: Cyclic __proto__ value
// expect: TypeError: Cyclic __proto__ value
// expect: TypeError: #<Object> is not extensible
// expect: null
// expect: [ true, true ]
// expect: [
// expect:   'function',
// expect:   'function',
// expect:   false,
// expect:   true,
// expect:   'get __proto__',
// expect:   'set __proto__'
// expect: ]
// expect: TypeError: Cannot convert undefined or null to object
// expect: TypeError: set Object.prototype.__proto__ called on null or undefined
// expect: TypeError: set Object.prototype.__proto__ called on null or undefined
// expect: undefined
// expect: null
// expect: undefined
// expect: [ 'own' ]
