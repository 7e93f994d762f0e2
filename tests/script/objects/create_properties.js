"use strict";
const t = (f) => { try { console.log(f()); } catch (e) { console.log(e.constructor.name + ": " + e.message); } };
t(() => { const o = Object.create({ p: 1 }, { a: { value: 2, enumerable: true }, b: { get() { return 3; } } }); return [o.a, o.b, o.p, Object.keys(o)]; });
t(() => Object.getPrototypeOf(Object.create(null)));
t(() => Object.create(null, { a: { value: 1 }, b: 5 }));
t(() => Object.create(null, { a: { get() {}, value: 1 } }));
t(() => Object.create(null, null));
t(() => Object.create(1));
t(() => Object.create("s"));
t(() => Object.create(undefined));
t(() => Object.create(Symbol("c")));
t(() => Object.create());
t(() => { const o = Object.create(null); o.x = 1; return Object.keys(o); });
t(() => { const o = Object.create(Array.prototype); return [o instanceof Array, Array.isArray(o)]; });
t(() => Object.getOwnPropertyDescriptor(Object.create({}, { h: { value: 1 } }), "h"));
// expect: [ 2, 3, 1, [ 'a' ] ]
// expect: null
// expect: TypeError: Property description must be an object: 5
// expect: TypeError: Invalid property descriptor. Cannot both specify accessors and a value or writable attribute, #<Object>
// expect: TypeError: Cannot convert undefined or null to object
// expect: TypeError: Object prototype may only be an Object or null: 1
// expect: TypeError: Object prototype may only be an Object or null: s
// expect: TypeError: Object prototype may only be an Object or null: undefined
// expect: TypeError: Object prototype may only be an Object or null: Symbol(c)
// expect: TypeError: Object prototype may only be an Object or null: undefined
// expect: [ 'x' ]
// expect: [ true, false ]
// expect: { value: 1, writable: false, enumerable: false, configurable: false }
