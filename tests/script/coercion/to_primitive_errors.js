"use strict";
const t = (f) => { try { console.log(f()); } catch (e) { console.log(e.constructor.name + ": " + e.message); } };
t(() => +{ [Symbol.toPrimitive]() { return {}; } });
t(() => +{ [Symbol.toPrimitive]: 5 });
t(() => +{ [Symbol.toPrimitive]: "nope" });
t(() => +{ [Symbol.toPrimitive]: {} });
t(() => +{ [Symbol.toPrimitive]: true });
t(() => +{ [Symbol.toPrimitive]: Symbol("z") });
t(() => +{ valueOf() { return {}; }, toString() { return {}; } });
t(() => +Object.create(null));
t(() => Object.create(null) == 1);
t(() => `${Object.create(null)}`);
t(() => { const e = { [Symbol.toPrimitive]() { throw new RangeError("inner"); } }; return e + 1; });
t(() => ({ toString() { throw new Error("ts"); } }) + "");
t(() => { const o = {}; o[Object.create(null)] = 1; });
// expect: TypeError: Cannot convert object to primitive value
// expect: TypeError: number 5 is not a function
// expect: TypeError: string "nope" is not a function
// expect: TypeError: object is not a function
// expect: TypeError: boolean true is not a function
// expect: TypeError: symbol is not a function
// expect: TypeError: Cannot convert object to primitive value
// expect: TypeError: Cannot convert object to primitive value
// expect: TypeError: Cannot convert object to primitive value
// expect: TypeError: Cannot convert object to primitive value
// expect: RangeError: inner
// expect: Error: ts
// expect: TypeError: Cannot convert object to primitive value
