"use strict";
const t = (f) => { try { console.log(f()); } catch (e) { console.log(e.constructor.name + ": " + e.message); } };
// Object.keys / values / entries: ToObject, holes, non-enumerables, symbols skipped, re-checks
t(() => Object.keys("abc"));
t(() => Object.keys(5));
t(() => Object.values("ab"));
t(() => Object.entries([7, 8]));
t(() => Object.keys([1, , 3]));
t(() => { const o = { get a() { delete this.b; return 1; }, b: 2, c: 3 }; return Object.values(o); });
t(() => { const o = { get a() { delete this.b; return 1; }, b: 2, c: 3 }; return Object.entries(o); });
t(() => Object.keys(Object.defineProperty({ a: 1 }, "h", { value: 2 })));
t(() => { const o = {}; o[Symbol("s")] = 1; o.x = 2; return Object.keys(o); });
t(() => Object.keys(null));
t(() => Object.values(undefined));
t(() => Object.entries(Object.create({ inherited: 1 })));
t(() => [Object.keys.length, Object.values.name, Object.entries.length]);
// expect: [ '0', '1', '2' ]
// expect: []
// expect: [ 'a', 'b' ]
// expect: [ [ '0', 7 ], [ '1', 8 ] ]
// expect: [ '0', '2' ]
// expect: [ 1, 3 ]
// expect: [ [ 'a', 1 ], [ 'c', 3 ] ]
// expect: [ 'a' ]
// expect: [ 'x' ]
// expect: TypeError: Cannot convert undefined or null to object
// expect: TypeError: Cannot convert undefined or null to object
// expect: []
// expect: [ 1, 'values', 1 ]
