"use strict";
const t = (f) => { try { console.log(f()); } catch (e) { console.log(e.constructor.name + ": " + e.message); } };
t(() => { const s = Symbol("k"); const o = { [s]: 1, a: 2 }; o[Symbol.for("g")] = 3; return [o[s], s in o, Object.keys(o)]; });
t(() => { const s = Symbol("k"); const o = { [s]: 1 }; delete o[s]; return s in o; });
t(() => { const s = Symbol("k"); const o = {}; o[s] = 1; for (const k in o) return k; return "none"; });
t(() => { const s = Symbol("k"); const k = { [Symbol.toPrimitive]() { return s; } }; const o = {}; o[k] = 1; return o[s]; });
t(() => { const s = Symbol("c"); class C { [s]() { return "m"; } static [s]() { return 5; } } return [new C()[s](), C[s]()]; });
t(() => { const s = Symbol("g"); const o = { get [s]() { return "got"; } }; return o[s]; });
t(() => { const s = Symbol("z"); const o = Object.freeze({ [s]: 1 }); o[s] = 2; });
t(() => { const s = Symbol("d"); const o = Object.defineProperty({}, s, { value: 1 }); delete o[s]; });
t(() => { const s = Symbol("r"); const o = {}; Object.defineProperty(o, s, { value: 1 }); Object.defineProperty(o, s, { value: 2 }); });
t(() => { const s = Symbol("e"); const o = Object.preventExtensions({}); o[s] = 1; });
// expect: [ 1, true, [ 'a' ] ]
// expect: false
// expect: none
// expect: 1
// expect: [ 'm', 5 ]
// expect: got
// expect: TypeError: Cannot assign to read only property 'Symbol(z)' of object '#<Object>'
// expect: TypeError: Cannot delete property 'Symbol(d)' of #<Object>
// expect: TypeError: Cannot redefine property: Symbol(r)
// expect: TypeError: Cannot add property Symbol(e), object is not extensible
