"use strict";
const t = (f) => { try { console.log(f()); } catch (e) { console.log(e.constructor.name + ": " + e.message); } };
t(() => { const o = {}; Object.defineProperty(o, "x", { value: 1 }); return [o.x, Object.keys(o), Object.getOwnPropertyDescriptor(o, "x")]; });
t(() => { const o = {}; Object.defineProperty(o, "x", { value: 1 }); o.x = 2; });
t(() => { const o = {}; Object.defineProperty(o, "x", { value: 1 }); Object.defineProperty(o, "x", { value: 2 }); });
t(() => { const o = {}; Object.defineProperty(o, "x", { value: 1 }); Object.defineProperty(o, "x", { value: 1 }); return o.x; });
t(() => { const o = {}; Object.defineProperty(o, "x", { value: 1 }); Object.defineProperty(o, "x", { enumerable: true }); });
t(() => { const o = {}; Object.defineProperty(o, "x", { value: 1 }); Object.defineProperty(o, "x", { get() {} }); });
t(() => { const o = {}; Object.defineProperty(o, "x", { value: 1, writable: true }); Object.defineProperty(o, "x", { value: 3 }); Object.defineProperty(o, "x", { writable: false }); return Object.getOwnPropertyDescriptor(o, "x"); });
t(() => { const o = { a: 1 }; Object.defineProperty(o, "a", { get() { return 7; } }); return [o.a, Object.getOwnPropertyDescriptor(o, "a").enumerable]; });
t(() => { const o = { get a() { return 1; } }; Object.defineProperty(o, "a", { value: 5 }); return Object.getOwnPropertyDescriptor(o, "a"); });
t(() => { const o = {}; Object.defineProperty(o, Symbol.for("s"), { value: 1 }); Object.defineProperty(o, Symbol.for("s"), { value: 2 }); });
t(() => { const o = {}; Object.defineProperty(o, 5, { value: 1 }); Object.defineProperty(o, "5", { value: 2 }); });
t(() => { const a = [1, 2, 3]; Object.defineProperty(a, "length", { value: 1 }); return a; });
t(() => { const a = []; Object.defineProperty(a, 0, { get() { return "g"; }, enumerable: true }); return [a[0], a.length]; });
t(() => { const o = {}; Object.defineProperty(o, "x", { set(v) { this.y = v; } }); o.x = 3; return [o.y, o.x]; });
t(() => { const o = Object.defineProperty({}, "x", { get() { return 1; } }); o.x = 2; });
t(() => Object.defineProperty({}, "x", { value: 1, get: undefined }));
t(() => { const o = {}; const r = Object.defineProperty(o, "x", {}); return [r === o, Object.getOwnPropertyDescriptor(o, "x")]; });
t(() => { const d = Object.create({ value: 9, enumerable: true }); const o = Object.defineProperty({}, "x", d); return [o.x, Object.keys(o)]; });
t(() => Object.defineProperty({}, "x", { get: null }));
t(() => Object.defineProperty({}, "x", { get: "s" }));
t(() => Object.defineProperty({}, "x", { set: {} }));
t(() => Object.defineProperty({}, { toString() { return "k"; } }, { value: 1, enumerable: true }));
t(() => Object.defineProperty(Object.preventExtensions({}), "x", { value: 1 }));
t(() => Object.defineProperty(Object.freeze({ x: 1 }), "x", { value: 2 }));
t(() => Object.defineProperty({}, "x", 1));
t(() => Object.defineProperty({}, "x", "str"));
t(() => Object.defineProperty({}, "x", Symbol("r")));
t(() => Object.defineProperty({}, "x"));
t(() => Object.defineProperty(1, "x", {}));
t(() => Object.defineProperty([], "x", { get() {}, value: 1 }));
t(() => Object.defineProperty({}, Symbol("s"), { get() {}, writable: 1 }));
t(() => { class Foo {} Object.defineProperty({}, "x", Object.assign(new Foo(), { set() {}, value: 2 })); });
// expect: [
// expect:   1,
// expect:   [],
// expect:   { value: 1, writable: false, enumerable: false, configurable: false }
// expect: ]
// expect: TypeError: Cannot assign to read only property 'x' of object '#<Object>'
// expect: TypeError: Cannot redefine property: x
// expect: 1
// expect: TypeError: Cannot redefine property: x
// expect: TypeError: Cannot redefine property: x
// expect: { value: 3, writable: false, enumerable: false, configurable: false }
// expect: [ 7, true ]
// expect: { value: 5, writable: false, enumerable: true, configurable: true }
// expect: TypeError: Cannot redefine property: Symbol(s)
// expect: TypeError: Cannot redefine property: 5
// expect: [ 1 ]
// expect: [ 'g', 1 ]
// expect: [ 3, undefined ]
// expect: TypeError: Cannot set property x of #<Object> which has only a getter
// expect: TypeError: Invalid property descriptor. Cannot both specify accessors and a value or writable attribute, #<Object>
// expect: [
// expect:   true,
// expect:   {
// expect:     value: undefined,
// expect:     writable: false,
// expect:     enumerable: false,
// expect:     configurable: false
// expect:   }
// expect: ]
// expect: [ 9, [ 'x' ] ]
// expect: TypeError: Getter must be a function: null
// expect: TypeError: Getter must be a function: s
// expect: TypeError: Setter must be a function: #<Object>
// expect: { k: 1 }
// expect: TypeError: Cannot define property x, object is not extensible
// expect: TypeError: Cannot redefine property: x
// expect: TypeError: Property description must be an object: 1
// expect: TypeError: Property description must be an object: str
// expect: TypeError: Property description must be an object: Symbol(r)
// expect: TypeError: Property description must be an object: undefined
// expect: TypeError: Object.defineProperty called on non-object
// expect: TypeError: Invalid property descriptor. Cannot both specify accessors and a value or writable attribute, #<Object>
// expect: TypeError: Invalid property descriptor. Cannot both specify accessors and a value or writable attribute, #<Object>
// expect: TypeError: Invalid property descriptor. Cannot both specify accessors and a value or writable attribute, #<Foo>
