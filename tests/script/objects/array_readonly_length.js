"use strict";
const t = (f) => { try { console.log(f()); } catch (e) { console.log(e.constructor.name + ": " + e.message); } };
t(() => { const a = [1, 2]; Object.defineProperty(a, "length", { writable: false }); a[5] = 1; });
t(() => { const a = [1, 2]; Object.defineProperty(a, "length", { writable: false }); a[2] = 1; });
t(() => { const a = [1, 2]; Object.defineProperty(a, "length", { writable: false }); a[4294967296] = 1; return Object.keys(a); });
t(() => { const a = [1, 2]; Object.defineProperty(a, "length", { writable: false }); a[3000000000] = 1; });
t(() => { const a = [1, 2]; Object.defineProperty(a, "length", { writable: false }); Object.defineProperty(a, 2, {value: 1}); });
t(() => { const a = Object.freeze([1, 2]); a[2] = 1; });
t(() => { const a = Object.preventExtensions([1, 2]); a[2] = 1; });
t(() => { const a = Object.seal([1, 2]); a[2] = 1; });
t(() => { const a = [1, 2]; Object.defineProperty(a, "length", { writable: false }); Object.defineProperty(a, 5, { value: 1 }); });
t(() => { const a = [1, 2]; Object.defineProperty(a, "length", { writable: false }); a[5] = 1; });
t(() => { const a = [1, 2]; Object.defineProperty(a, "length", { writable: false }); a.length = 0; });
t(() => { const a = [1, 2]; Object.defineProperty(a, "length", { value: -1 }); });
t(() => { const a = [1, 2]; Object.defineProperty(a, "length", { get() {} }); });
t(() => { const a = [1, 2]; Object.defineProperty(a, 0, { value: 9, configurable: false }); a.length = 0; return a; });
t(() => { const a = Object.freeze([1]); Object.defineProperty(a, 0, { value: 2 }); });
t(() => { const a = Object.freeze([1]); Object.defineProperty(a, 1, { value: 2 }); });
t(() => { function G() {}; Object.defineProperty(G, "prototype", { enumerable: true }); });
t(() => { delete Object.keys; return typeof Object.keys; });
// expect: TypeError: Cannot assign to read only property 'length' of object '[object Array]'
// expect: TypeError: Cannot assign to read only property 'length' of object '[object Array]'
// expect: [ '0', '1', '4294967296' ]
// expect: TypeError: Cannot assign to read only property 'length' of object '[object Array]'
// expect: TypeError: Cannot define property 2, object is not extensible
// expect: TypeError: Cannot add property 2, object is not extensible
// expect: TypeError: Cannot add property 2, object is not extensible
// expect: TypeError: Cannot add property 2, object is not extensible
// expect: TypeError: Cannot define property 5, object is not extensible
// expect: TypeError: Cannot assign to read only property 'length' of object '[object Array]'
// expect: TypeError: Cannot assign to read only property 'length' of object '[object Array]'
// expect: RangeError: Invalid array length
// expect: TypeError: Cannot redefine property: length
// expect: TypeError: Cannot delete property '0' of [object Array]
// expect: TypeError: Cannot redefine property: 0
// expect: TypeError: Cannot define property 1, object is not extensible
// expect: TypeError: Cannot redefine property: prototype
// expect: undefined
