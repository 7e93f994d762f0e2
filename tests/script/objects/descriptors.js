"use strict";
const t = (f) => { try { console.log(f()); } catch (e) { console.log(e.constructor.name + ": " + e.message); } };
t(() => Object.getOwnPropertyDescriptor({ a: 1 }, "a"));
t(() => Object.getOwnPropertyDescriptor({ get a() { return 1; } }, "a").set);
t(() => Object.getOwnPropertyDescriptor({ a: 1 }, "b"));
t(() => Object.getOwnPropertyDescriptor("abc", 1));
t(() => Object.getOwnPropertyDescriptor("abc", "length"));
t(() => Object.getOwnPropertyDescriptor([1, 2], "length"));
t(() => Object.getOwnPropertyDescriptor([1, 2], 0));
t(() => Object.getOwnPropertyDescriptor(Object.freeze([1, 2]), 0));
t(() => Object.keys(Object.getOwnPropertyDescriptors({ a: 1, get b() { return 2; } })));
t(() => Object.getOwnPropertyDescriptors({ a: 1 }).a);
t(() => Object.getOwnPropertyDescriptors("ab"));
t(() => Object.getOwnPropertyDescriptors(5));
t(() => { const s = Symbol("d"); return Object.getOwnPropertyDescriptors({ [s]: 1 })[s]; });
t(() => Object.getOwnPropertyDescriptor(function f(a, b) {}, "length"));
t(() => Object.getOwnPropertyDescriptor(function f(a, b) {}, "name"));
t(() => Object.getOwnPropertyDescriptor(Object, "keys"));
t(() => { const d = Object.getOwnPropertyDescriptor(Object, "prototype"); return [d.value === Object.prototype, d.writable, d.enumerable, d.configurable]; });
t(() => Object.getOwnPropertyDescriptor(null, "x"));
t(() => Object.getOwnPropertyDescriptor({ 1: "one" }, 1.0));
t(() => Object.getOwnPropertyDescriptor({ k: "v" }, { toString() { return "k"; } }).value);
// expect: { value: 1, writable: true, enumerable: true, configurable: true }
// expect: undefined
// expect: undefined
// expect: { value: 'b', writable: false, enumerable: true, configurable: false }
// expect: { value: 3, writable: false, enumerable: false, configurable: false }
// expect: { value: 2, writable: true, enumerable: false, configurable: false }
// expect: { value: 1, writable: true, enumerable: true, configurable: true }
// expect: { value: 1, writable: false, enumerable: true, configurable: false }
// expect: [ 'a', 'b' ]
// expect: { value: 1, writable: true, enumerable: true, configurable: true }
// expect: {
// expect:   '0': {
// expect:     value: 'a',
// expect:     writable: false,
// expect:     enumerable: true,
// expect:     configurable: false
// expect:   },
// expect:   '1': {
// expect:     value: 'b',
// expect:     writable: false,
// expect:     enumerable: true,
// expect:     configurable: false
// expect:   },
// expect:   length: { value: 2, writable: false, enumerable: false, configurable: false }
// expect: }
// expect: {}
// expect: { value: 1, writable: true, enumerable: true, configurable: true }
// expect: { value: 2, writable: false, enumerable: false, configurable: true }
// expect: { value: 'f', writable: false, enumerable: false, configurable: true }
// expect: {
// expect:   value: [Function: keys],
// expect:   writable: true,
// expect:   enumerable: false,
// expect:   configurable: true
// expect: }
// expect: [ true, false, false, false ]
// expect: TypeError: Cannot convert undefined or null to object
// expect: { value: 'one', writable: true, enumerable: true, configurable: true }
// expect: v
