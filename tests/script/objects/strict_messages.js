"use strict";
const t = (f) => { try { console.log(f()); } catch (e) { console.log(e.constructor.name + ": " + e.message); } };
function F() {}
t(() => { delete Math.PI; });
t(() => { delete [].length; });
t(() => { Object.freeze(F); F.x = 1; });
t(() => { Object.freeze(Math.max); Math.max.y = 1; });
t(() => { delete Object.prototype; });
t(() => { const a = Object.freeze([1]); a[0] = 2; });
t(() => { class K {} const k = Object.freeze(new K()); k.z = 1; });
t(() => { const k = Object.freeze(Object.create(null)); k.z = 1; });
t(() => { const k = Object.freeze({ a: 1 }); k.a = 1; });
t(() => { const k = Object.defineProperty({}, "a", { get() { return 1; } }); k.a = 1; });
t(() => { const k = Object.seal({ a: 1 }); delete k.a; });
t(() => { "abc".length = 1; });
t(() => { (5).x = 1; });
t(() => { const o = Object.preventExtensions({}); o.y = 1; });
t(() => { const o = Object.preventExtensions([]); o.push(1); });
t(() => { const o = Object.freeze({ x: 1 }); Object.defineProperty(o, "x", { value: 2 }); });
t(() => { const o = Object.freeze({}); Object.defineProperty(o, "y", { value: 2 }); });
t(() => { const p = Object.freeze({ x: 1 }); const o = Object.create(p); o.x = 2; });
// expect: TypeError: Cannot delete property 'PI' of #<Object>
// expect: TypeError: Cannot delete property 'length' of [object Array]
// expect: TypeError: Cannot add property x, object is not extensible
// expect: TypeError: Cannot add property y, object is not extensible
// expect: TypeError: Cannot delete property 'prototype' of function Object() { [native code] }
// expect: TypeError: Cannot assign to read only property '0' of object '[object Array]'
// expect: TypeError: Cannot add property z, object is not extensible
// expect: TypeError: Cannot add property z, object is not extensible
// expect: TypeError: Cannot assign to read only property 'a' of object '#<Object>'
// expect: TypeError: Cannot set property a of #<Object> which has only a getter
// expect: TypeError: Cannot delete property 'a' of #<Object>
// expect: TypeError: Cannot assign to read only property 'length' of string 'abc'
// expect: TypeError: Cannot create property 'x' on number '5'
// expect: TypeError: Cannot add property y, object is not extensible
// expect: TypeError: Cannot add property 0, object is not extensible
// expect: TypeError: Cannot redefine property: x
// expect: TypeError: Cannot define property y, object is not extensible
// expect: TypeError: Cannot assign to read only property 'x' of object '#<Object>'
