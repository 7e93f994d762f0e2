"use strict";
const t = (f) => { try { console.log(f()); } catch (e) { console.log(e.constructor.name + ": " + e.message); } };
t(() => { class E { static [Symbol.hasInstance](x) { return x === 1; } } return [1 instanceof E, 2 instanceof E]; });
t(() => { const o = { [Symbol.hasInstance]: (x) => typeof x === "string" }; return ["s" instanceof o, 1 instanceof o]; });
t(() => { const o = { [Symbol.hasInstance]() { return "truthy"; } }; return 0 instanceof o; });
t(() => 1 instanceof { [Symbol.hasInstance]: 1 });
t(() => 1 instanceof { [Symbol.hasInstance]: "x" });
t(() => 1 instanceof { [Symbol.hasInstance]: {} });
t(() => 1 instanceof { [Symbol.hasInstance]: null });
t(() => 1 instanceof {});
t(() => 1 instanceof 1);
t(() => ({}) instanceof undefined);
t(() => { function F() {} F.prototype = 3; return ({}) instanceof F; });
t(() => { function F() {} F.prototype = "p"; return ({}) instanceof F; });
t(() => { function F() {} F.prototype = null; return ({}) instanceof F; });
t(() => { function F() {} F.prototype = Symbol("q"); return ({}) instanceof F; });
t(() => { function F() {} F.prototype = 3; return 1 instanceof F; });
t(() => { function F() {} const b = F.bind(null); return [new F() instanceof b, {} instanceof b]; });
t(() => { const f = function () {}; Object.defineProperty(f, Symbol.hasInstance, { value: () => true }); return 5 instanceof f; });
t(() => [[] instanceof Array, [] instanceof Object, Object.create(null) instanceof Object, (() => 1) instanceof Object]);
t(() => { const h = { [Symbol.hasInstance](v) { throw new RangeError("hi " + v); } }; return 3 instanceof h; });
// expect: [ true, false ]
// expect: [ true, false ]
// expect: true
// expect: TypeError: number 1 is not a function
// expect: TypeError: string "x" is not a function
// expect: TypeError: object is not a function
// expect: TypeError: Right-hand side of 'instanceof' is not callable
// expect: TypeError: Right-hand side of 'instanceof' is not callable
// expect: TypeError: Right-hand side of 'instanceof' is not an object
// expect: TypeError: Right-hand side of 'instanceof' is not an object
// expect: TypeError: Function has non-object prototype '3' in instanceof check
// expect: TypeError: Function has non-object prototype 'p' in instanceof check
// expect: TypeError: Function has non-object prototype 'null' in instanceof check
// expect: TypeError: Function has non-object prototype 'Symbol(q)' in instanceof check
// expect: false
// expect: [ true, false ]
// expect: true
// expect: [ true, true, false, true ]
// expect: RangeError: hi 3
