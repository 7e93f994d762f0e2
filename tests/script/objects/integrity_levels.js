"use strict";
const t = (f) => { try { console.log(f()); } catch (e) { console.log(e.constructor.name + ": " + e.message); } };
t(() => { const o = Object.seal({ a: 1 }); o.a = 2; return [o.a, Object.isSealed(o), Object.isFrozen(o), Object.isExtensible(o)]; });
t(() => { const o = Object.seal({ a: 1 }); o.b = 2; });
t(() => { const o = Object.seal({ a: 1 }); delete o.a; });
t(() => { const o = Object.freeze({ a: 1 }); o.a = 2; });
t(() => { const o = Object.freeze([1]); o[0] = 2; });
t(() => { const o = Object.freeze([1]); o.length = 0; });
t(() => { const o = Object.seal([1]); o[0] = 5; return o; });
t(() => { const o = Object.seal([1]); o[1] = 5; });
t(() => { const o = Object.preventExtensions([1]); o[3] = 5; });
t(() => [Object.isFrozen(1), Object.isSealed("a"), Object.isExtensible(1), Object.freeze(1), Object.seal("s"), Object.preventExtensions(true)]);
t(() => [Object.isFrozen({}), Object.isFrozen(Object.preventExtensions({})), Object.isSealed(Object.preventExtensions({})), Object.isFrozen(Object.preventExtensions({ a: 1 }))]);
t(() => { const o = Object.preventExtensions({ a: 1 }); Object.defineProperty(o, "a", { writable: false, configurable: false }); return [Object.isFrozen(o), Object.isSealed(o)]; });
t(() => { const o = Object.preventExtensions({ a: 1 }); delete o.a; return [Object.isFrozen(o), Object.isExtensible(o)]; });
t(() => { const o = Object.freeze({ get x() { return 1; }, set x(v) {} }); return Object.isFrozen(o); });
t(() => { const a = [1, 2]; Object.freeze(a); return [Object.isFrozen(a), Object.isSealed(a)]; });
t(() => { const o = Object.freeze({ inner: { v: 1 } }); o.inner.v = 2; return o.inner.v; });
t(() => { const f = Object.freeze(function g() {}); return Object.isFrozen(f); });
t(() => { const o = Object.preventExtensions({ a: 1 }); o.a = 9; delete o.a; return [o.a, Object.isExtensible(o)]; });
t(() => { const o = Object.freeze({}); return Object.freeze(o) === o; });
t(() => [Object.freeze.length, Object.isSealed.name, Object.preventExtensions.name]);
// V8 ignores an array's writable length when testing frozenness
t(() => [Object.isFrozen(Object.preventExtensions([])), Object.isSealed(Object.preventExtensions([])), Object.isFrozen(Object.preventExtensions([1]))]);
t(() => { const a = [1]; Object.defineProperty(a, 0, { writable: false, configurable: false }); Object.preventExtensions(a); return [Object.isFrozen(a), Object.getOwnPropertyDescriptor(a, "length").writable]; });
t(() => { const s = Object.freeze(new String("ab")); return [Object.isFrozen(s), Object.isSealed(s), Object.isExtensible(s)]; });
t(() => { const s = new String("ab"); s[0] = "z"; });
t(() => { const s = new String("ab"); delete s[0]; });
// expect: [ 2, true, false, false ]
// expect: TypeError: Cannot add property b, object is not extensible
// expect: TypeError: Cannot delete property 'a' of #<Object>
// expect: TypeError: Cannot assign to read only property 'a' of object '#<Object>'
// expect: TypeError: Cannot assign to read only property '0' of object '[object Array]'
// expect: TypeError: Cannot assign to read only property 'length' of object '[object Array]'
// expect: [ 5 ]
// expect: TypeError: Cannot add property 1, object is not extensible
// expect: TypeError: Cannot add property 3, object is not extensible
// expect: [ true, true, false, 1, 's', true ]
// expect: [ false, true, true, false ]
// expect: [ true, true ]
// expect: [ true, false ]
// expect: true
// expect: [ true, true ]
// expect: 2
// expect: true
// expect: [ undefined, false ]
// expect: true
// expect: [ 1, 'isSealed', 'preventExtensions' ]
// expect: [ true, true, false ]
// expect: [ true, true ]
// expect: [ true, true, false ]
// expect: TypeError: Cannot assign to read only property '0' of object '[object String]'
// expect: TypeError: Cannot delete property '0' of [object String]
