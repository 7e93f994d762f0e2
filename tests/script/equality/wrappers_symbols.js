"use strict";
const t = (f) => { try { console.log(f()); } catch (e) { console.log(e.constructor.name + ": " + e.message); } };
t(() => { const s = Symbol("q"); return [s == s, s === s, s == Object(s), Object(s) == s, Object(s) === s, s == "Symbol(q)", s != 1]; });
t(() => [new Number(1) == new Number(1), new Number(1) == 1, new String("a") == "a", new String("a") === "a", new Boolean(true) == true]);
t(() => [null == undefined, null == 0, undefined == "", null == false, NaN == NaN, [NaN] == "NaN"]);
t(() => [{} == "[object Object]", ({ valueOf() { return 5; } }) == 5, ({ toString() { return "x"; } }) == "x", ({ [Symbol.toPrimitive]() { return 7; } }) == 7]);
t(() => [Object.is(Object(1), Object(1)), [1] == [1], ({}) == ({})]);
t(() => { const o = { valueOf() { throw new TypeError("no"); } }; return o == 1; });
// expect: [
// expect:   true,  true,
// expect:   true,  true,
// expect:   false, false,
// expect:   true
// expect: ]
// expect: [ false, true, true, false, true ]
// expect: [ true, false, false, false, false, true ]
// expect: [ true, true, true, true ]
// expect: [ false, false, false ]
// expect: TypeError: no
