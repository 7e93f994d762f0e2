"use strict";
const t = (f) => { try { console.log(f()); } catch (e) { console.log(e.constructor.name + ": " + e.message); } };
t(() => Symbol() + "");
t(() => Symbol() + 1);
t(() => `${Symbol("t")}`);
t(() => +Symbol());
t(() => -Symbol());
t(() => Symbol() * 2);
t(() => Symbol() < 1);
t(() => Symbol() | 0);
t(() => Symbol("ok").toString());
t(() => [Symbol() == 1, Symbol() == "Symbol()", Symbol.iterator == Symbol.iterator, Object(Symbol.iterator) == Symbol.iterator, Object(Symbol()) == Object(Symbol())]);
t(() => Object(Symbol("x")) + "");
t(() => [Symbol("x")].join());
t(() => Symbol.prototype.toString.call("x"));
t(() => Symbol.prototype.valueOf.call(undefined));
t(() => Symbol.prototype.valueOf.call({}));
t(() => Symbol.prototype.description);
t(() => Object.getOwnPropertyDescriptor(Symbol.prototype, "description").get.call(1));
t(() => Symbol.prototype[Symbol.toPrimitive].call({}));
t(() => { const s = Symbol("p"); s.foo = 1; });
t(() => { const s = Symbol("p"); return s.foo; });
t(() => "x" + Object(Symbol()).description);
// expect: TypeError: Cannot convert a Symbol value to a string
// expect: TypeError: Cannot convert a Symbol value to a number
// expect: TypeError: Cannot convert a Symbol value to a string
// expect: TypeError: Cannot convert a Symbol value to a number
// expect: TypeError: Cannot convert a Symbol value to a number
// expect: TypeError: Cannot convert a Symbol value to a number
// expect: TypeError: Cannot convert a Symbol value to a number
// expect: TypeError: Cannot convert a Symbol value to a number
// expect: Symbol(ok)
// expect: [ false, false, true, true, false ]
// expect: TypeError: Cannot convert a Symbol value to a string
// expect: TypeError: Cannot convert a Symbol value to a string
// expect: TypeError: Symbol.prototype.toString requires that 'this' be a Symbol
// expect: TypeError: Symbol.prototype.valueOf requires that 'this' be a Symbol
// expect: TypeError: Symbol.prototype.valueOf requires that 'this' be a Symbol
// expect: TypeError: Symbol.prototype.description requires that 'this' be a Symbol
// expect: TypeError: Symbol.prototype.description requires that 'this' be a Symbol
// expect: TypeError: Symbol.prototype [ @@toPrimitive ] requires that 'this' be a Symbol
// expect: TypeError: Cannot create property 'foo' on symbol 'Symbol(p)'
// expect: undefined
// expect: xundefined
