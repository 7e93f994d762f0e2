"use strict";
const t = (f) => { try { console.log(f()); } catch (e) { console.log(e.constructor.name + ": " + e.message); } };
t(() => [Symbol.for("a") === Symbol.for("a"), Symbol.keyFor(Symbol.for("a")), Symbol.keyFor(Symbol("a")), Symbol.for(1) === Symbol.for("1"), Symbol.for("a") === Symbol("a")]);
t(() => [Symbol.for().description, Symbol.keyFor(Symbol.for()), Symbol.for("").toString(), Symbol.for(null).toString()]);
t(() => Symbol.keyFor(Symbol.iterator));
t(() => Symbol.for(Symbol()));
t(() => Symbol.keyFor());
t(() => Symbol.keyFor(null));
t(() => Symbol.keyFor(1));
t(() => Symbol.keyFor("x"));
t(() => Symbol.keyFor({}));
t(() => Symbol.keyFor([1, 2]));
t(() => { const k = { toString() { return "custom"; } }; return Symbol.keyFor(Symbol.for(k)); });
t(() => { const o = { [Symbol.for("shared")]: 1 }; return o[Symbol.for("shared")]; });
// expect: [ true, 'a', undefined, true, false ]
// expect: [ 'undefined', 'undefined', 'Symbol()', 'Symbol(null)' ]
// expect: undefined
// expect: TypeError: Cannot convert a Symbol value to a string
// expect: TypeError: undefined is not a symbol
// expect: TypeError: null is not a symbol
// expect: TypeError: 1 is not a symbol
// expect: TypeError: x is not a symbol
// expect: TypeError: #<Object> is not a symbol
// expect: TypeError: [object Array] is not a symbol
// expect: custom
// expect: 1
