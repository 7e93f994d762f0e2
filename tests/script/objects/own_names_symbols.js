"use strict";
const t = (f) => { try { console.log(f()); } catch (e) { console.log(e.constructor.name + ": " + e.message); } };
t(() => Object.getOwnPropertyNames("ab"));
t(() => Object.getOwnPropertyNames([5]));
t(() => Object.getOwnPropertySymbols({ [Symbol("a")]: 1, b: 2, [Symbol.iterator]: 3 }));
t(() => Object.getOwnPropertyNames(5));
t(() => Object.getOwnPropertySymbols(5));
t(() => Object.getOwnPropertySymbols(null));
t(() => Object.getOwnPropertyNames(undefined));
t(() => { const o = { b: 1 }; Object.defineProperty(o, "hidden", { value: 1 }); o[Symbol("s")] = 2; o[0] = 3; return Object.getOwnPropertyNames(o); });
t(() => { const a = Symbol("a"), b = Symbol("b"); const o = {}; o[b] = 1; o[a] = 2; o.x = 3; delete o[b]; o[b] = 4; return Object.getOwnPropertySymbols(o); });
t(() => Object.getOwnPropertyNames(function f(a) {}).includes("prototype"));
// expect: [ '0', '1', 'length' ]
// expect: [ '0', 'length' ]
// expect: [ Symbol(a), Symbol(Symbol.iterator) ]
// expect: []
// expect: []
// expect: TypeError: Cannot convert undefined or null to object
// expect: TypeError: Cannot convert undefined or null to object
// expect: [ '0', 'b', 'hidden' ]
// expect: [ Symbol(a), Symbol(b) ]
// expect: true
