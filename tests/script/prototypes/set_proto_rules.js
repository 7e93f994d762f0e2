"use strict";
const t = (f) => { try { console.log(f()); } catch (e) { console.log(e.constructor.name + ": " + e.message); } };
t(() => { const a = {}; const b = {}; Object.setPrototypeOf(a, b); Object.setPrototypeOf(b, a); });
t(() => { const a = {}; Object.setPrototypeOf(a, a); });
t(() => { const a = {}; const r = Object.setPrototypeOf(a, null); return [r === a, Object.getPrototypeOf(a)]; });
t(() => Object.setPrototypeOf(1, null));
t(() => Object.setPrototypeOf("s", {}));
t(() => Object.setPrototypeOf(1, 2));
t(() => Object.setPrototypeOf({}, 2));
t(() => Object.setPrototypeOf({}, undefined));
t(() => Object.setPrototypeOf({}, "x"));
t(() => Object.setPrototypeOf({}, Symbol("sy")));
t(() => Object.setPrototypeOf(undefined, {}));
t(() => Object.setPrototypeOf(null, {}));
t(() => { const o = Object.preventExtensions({}); return Object.setPrototypeOf(o, Object.prototype) === o; });
t(() => { const o = Object.preventExtensions({}); Object.setPrototypeOf(o, null); });
t(() => { const o = Object.preventExtensions([]); Object.setPrototypeOf(o, null); });
t(() => { class K {} const o = Object.preventExtensions(new K()); Object.setPrototypeOf(o, null); });
t(() => [Object.getPrototypeOf(1) === Number.prototype, Object.getPrototypeOf("") === String.prototype, Object.getPrototypeOf(Symbol()) === Symbol.prototype, Object.getPrototypeOf(true) === Boolean.prototype]);
t(() => Object.getPrototypeOf(null));
t(() => Object.getPrototypeOf());
t(() => { const p = { hi() { return "p"; } }; const o = Object.setPrototypeOf({}, p); const q = { hi() { return "q"; } }; const r1 = o.hi(); Object.setPrototypeOf(o, q); return [r1, o.hi()]; });
t(() => [Object.setPrototypeOf.length, Object.getPrototypeOf.length]);
// expect: TypeError: Cyclic __proto__ value
// expect: TypeError: Cyclic __proto__ value
// expect: [ true, null ]
// expect: 1
// expect: s
// expect: TypeError: Object prototype may only be an Object or null: 2
// expect: TypeError: Object prototype may only be an Object or null: 2
// expect: TypeError: Object prototype may only be an Object or null: undefined
// expect: TypeError: Object prototype may only be an Object or null: x
// expect: TypeError: Object prototype may only be an Object or null: Symbol(sy)
// expect: TypeError: Object.setPrototypeOf called on null or undefined
// expect: TypeError: Object.setPrototypeOf called on null or undefined
// expect: true
// expect: TypeError: #<Object> is not extensible
// expect: TypeError: [object Array] is not extensible
// expect: TypeError: #<K> is not extensible
// expect: [ true, true, true, true ]
// expect: TypeError: Cannot convert undefined or null to object
// expect: TypeError: Cannot convert undefined or null to object
// expect: [ 'p', 'q' ]
// expect: [ 2, 1 ]
