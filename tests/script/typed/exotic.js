"use strict";
// Integer-indexed exotic behaviour: descriptors, define, delete, freeze, numeric string keys.
const t = [() => Object.defineProperty(new Uint8Array(1), 0, {value: 1, writable: false}), () => Object.defineProperty(new Uint8Array(1), 0, {get() {}}),
() => Object.defineProperty(new Uint8Array(1), 0, {value: 7}), () => Object.defineProperty(new Uint8Array(1), -1, {value: 7}), () => Object.defineProperty(new Uint8Array(1), "1.5", {value: 7}),
() => Object.getOwnPropertyDescriptor(new Uint8Array([5]), 0), () => Object.isFrozen(new Uint8Array(1)), () => Object.isFrozen(Object.freeze(new Uint8Array(0))), () => Object.isSealed(new Uint8Array(1)),
() => { const u = new Uint8Array(2); u["-0"] = 1; u["1.5"] = 1; u["01"] = 5; return [u, u["-0"], "-0" in u, "01" in u]; }, () => Reflect.ownKeys(new Uint8Array(2)),
() => Object.freeze(new Uint8Array(1)), ];
for (const f of t) { try { console.log(f()); } catch (e) { console.log(e.constructor.name + ': ' + e.message); } }
// expect: TypeError: Cannot redefine property: 0
// expect: TypeError: Cannot redefine property: 0
// expect: Uint8Array(1) [ 7 ]
// expect: TypeError: Invalid typed array index
// expect: TypeError: Invalid typed array index
// expect: { value: 5, writable: true, enumerable: true, configurable: true }
// expect: false
// expect: true
// expect: false
// expect: [ Uint8Array(2) [ 0, 0, '01': 5 ], undefined, false, true ]
// expect: [ '0', '1' ]
// expect: TypeError: Cannot freeze array buffer views with elements
