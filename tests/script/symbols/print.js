"use strict";
const t = (f) => { try { console.log(f()); } catch (e) { console.log(e.constructor.name + ": " + e.message); } };
console.log(Symbol("desc"), Symbol(), Symbol(""), Symbol.for("reg"), Symbol.asyncIterator);
console.log([Symbol("a"), Symbol.iterator]);
console.log({ [Symbol("a")]: 1, b: Symbol("v"), [Symbol()]: 2 });
console.log(Object(Symbol("box")));
console.log(`${Symbol("s").toString()}`, Symbol("x").toString());
// expect: Symbol(desc) Symbol() Symbol() Symbol(reg) Symbol(Symbol.asyncIterator)
// expect: [ Symbol(a), Symbol(Symbol.iterator) ]
// expect: { b: Symbol(v), Symbol(a): 1, Symbol(): 2 }
// expect: [Symbol: Symbol(box)]
// expect: Symbol(s) Symbol(x)
