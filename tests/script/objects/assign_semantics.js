"use strict";
const t = (f) => { try { console.log(f()); } catch (e) { console.log(e.constructor.name + ": " + e.message); } };
t(() => Object.assign({}, "ab", null, undefined, 5, { c: 1 }));
t(() => { const s = Symbol("k"); const r = Object.assign({}, { [s]: 1, a: 2 }); return r[s] + r.a; });
t(() => typeof Object.assign(1, { a: 1 }));
t(() => { const tgt = Object.freeze({ a: 1 }); return Object.assign(tgt, { a: 2 }); });
t(() => { const src = Object.defineProperty({}, "x", { value: 1, enumerable: false }); return Object.assign({}, src); });
t(() => { const log = []; Object.assign({ set a(v) { log.push("set " + v); } }, { get a() { log.push("get"); return 9; } }); return log; });
t(() => { const src = { get a() { delete this.b; return 1; }, b: 2 }; return Object.assign({}, src); });
t(() => Object.assign(null));
t(() => Object.assign(undefined, {}));
t(() => { const r = Object.assign({ z: 0 }, { b: 1, 2: "two" }, { a: 3, 1: "one" }); return Object.keys(r); });
// expect: { '0': 'a', '1': 'b', c: 1 }
// expect: 3
// expect: object
// expect: TypeError: Cannot assign to read only property 'a' of object '#<Object>'
// expect: {}
// expect: [ 'get', 'set 9' ]
// expect: { a: 1 }
// expect: TypeError: Cannot convert undefined or null to object
// expect: TypeError: Cannot convert undefined or null to object
// expect: [ '1', '2', 'z', 'b', 'a' ]
