"use strict";
const t = (f) => { try { console.log(f()); } catch (e) { console.log(e.constructor.name + ": " + e.message); } };
t(() => [typeof Object, Object.name, Object.length, Object.prototype.constructor === Object]);
t(() => { const o = new Object(); const p = Object(1); const q = Object(null); const r = new Object("s"); return [typeof o, typeof p, p instanceof Number, typeof q, r.length]; });
t(() => { const o = { a: 1 }; return Object(o) === o && new Object(o) === o; });
t(() => [Object(undefined), Object(), new Object(undefined)]);
t(() => { class S extends Object { constructor() { super(); this.z = 1; } } const s = new S(); return [s instanceof S, s.z, Object.getPrototypeOf(s) === S.prototype]; });
t(() => { class S extends Object {} const s = new S(5); return [s instanceof S, typeof s]; });
t(() => Object.getOwnPropertyNames(Object));
// expect: [ 'function', 'Object', 1, true ]
// expect: [ 'object', 'object', true, 'object', 1 ]
// expect: true
// expect: [ {}, {}, {} ]
// expect: [ true, 1, true ]
// expect: [ true, 'object' ]
// expect: [
// expect:   'length',
// expect:   'name',
// expect:   'prototype',
// expect:   'assign',
// expect:   'getOwnPropertyDescriptor',
// expect:   'getOwnPropertyDescriptors',
// expect:   'getOwnPropertyNames',
// expect:   'getOwnPropertySymbols',
// expect:   'hasOwn',
// expect:   'is',
// expect:   'preventExtensions',
// expect:   'seal',
// expect:   'create',
// expect:   'defineProperties',
// expect:   'defineProperty',
// expect:   'freeze',
// expect:   'getPrototypeOf',
// expect:   'setPrototypeOf',
// expect:   'isExtensible',
// expect:   'isFrozen',
// expect:   'isSealed',
// expect:   'keys',
// expect:   'entries',
// expect:   'fromEntries',
// expect:   'values',
// expect:   'groupBy'
// expect: ]
