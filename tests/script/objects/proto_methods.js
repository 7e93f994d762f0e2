"use strict";
const t = (f) => { try { console.log(f()); } catch (e) { console.log(e.constructor.name + ": " + e.message); } };
t(() => { const p = {}; const o = Object.create(p); return [p.isPrototypeOf(o), Object.prototype.isPrototypeOf(o), o.isPrototypeOf(p), p.isPrototypeOf(1), Object.prototype.isPrototypeOf.call(1, 2), o.isPrototypeOf(o)]; });
t(() => Object.prototype.isPrototypeOf.call(undefined, {}));
t(() => Object.prototype.isPrototypeOf.call(null, 1));
t(() => { const o = { a: 1 }; Object.defineProperty(o, "h", { value: 1 }); return [o.propertyIsEnumerable("a"), o.propertyIsEnumerable("h"), o.propertyIsEnumerable("toString"), [1].propertyIsEnumerable(0), [1].propertyIsEnumerable("length"), "ab".propertyIsEnumerable(1)]; });
t(() => Object.prototype.propertyIsEnumerable.call(null, "x"));
t(() => ({}).toLocaleString());
t(() => ({ toString() { return "TS"; } }).toLocaleString());
t(() => ({ toString: 5 }).toLocaleString());
t(() => ({ toString: null }).toLocaleString());
t(() => ({ toString: "x" }).toLocaleString());
t(() => Object.prototype.toLocaleString.call(5));
t(() => Object.prototype.toLocaleString.call(null));
t(() => { const o = {}; return o.valueOf() === o; });
t(() => typeof Object.prototype.valueOf.call(5));
t(() => Object.prototype.valueOf.call(undefined));
t(() => { const o = {}; o.__defineGetter__("g", function () { return 5; }); o.__defineSetter__("g", function (v) { this.s = v; }); o.g = 3; return [o.g, o.s, Object.keys(o), typeof o.__lookupGetter__("g"), typeof o.__lookupSetter__("g"), o.__lookupGetter__("s")]; });
t(() => ({}).__defineGetter__("x", 1));
t(() => ({}).__defineSetter__("x", {}));
t(() => typeof Object.create({ get q() { return 1; } }).__lookupGetter__("q"));
t(() => ({}).__lookupGetter__("nope"));
t(() => { const o = Object.freeze({}); o.__defineGetter__("z", () => 1); });
t(() => Object.prototype.__defineGetter__.call(null, "z", () => 1));
t(() => [Object.prototype.toString.name, Object.prototype.toString.length, Object.prototype.isPrototypeOf.length, Object.prototype.valueOf.length]);
t(() => Object.keys(Object.prototype));
t(() => Object.getOwnPropertyNames(Object.prototype));
// expect: [ true, true, false, false, false, false ]
// expect: TypeError: Cannot convert undefined or null to object
// expect: false
// expect: [ true, false, false, true, false, true ]
// expect: TypeError: Cannot convert undefined or null to object
// expect: [object Object]
// expect: TS
// expect: TypeError: number 5 is not a function
// expect: TypeError: object null is not a function
// expect: TypeError: string "x" is not a function
// expect: 5
// expect: TypeError: Object.prototype.toLocaleString called on null or undefined
// expect: true
// expect: object
// expect: TypeError: Cannot convert undefined or null to object
// expect: [ 5, 3, [ 'g', 's' ], 'function', 'function', undefined ]
// expect: TypeError: Object.prototype.__defineGetter__: Expecting function
// expect: TypeError: Object.prototype.__defineSetter__: Expecting function
// expect: function
// expect: undefined
// expect: TypeError: Cannot define property z, object is not extensible
// expect: TypeError: Cannot convert undefined or null to object
// expect: [ 'toString', 0, 1, 0 ]
// expect: []
// expect: [
// expect:   'constructor',
// expect:   '__defineGetter__',
// expect:   '__defineSetter__',
// expect:   'hasOwnProperty',
// expect:   '__lookupGetter__',
// expect:   '__lookupSetter__',
// expect:   'isPrototypeOf',
// expect:   'propertyIsEnumerable',
// expect:   'toString',
// expect:   'valueOf',
// expect:   '__proto__',
// expect:   'toLocaleString'
// expect: ]
