"use strict";
const t = (f) => { try { console.log(f()); } catch (e) { console.log(e.constructor.name + ": " + e.message); } };
t(() => [typeof Symbol(), typeof Symbol.iterator, typeof Object(Symbol())]);
t(() => [Symbol().toString(), Symbol("a").toString(), Symbol("").toString(), Symbol(undefined).description, Symbol(null).description, Symbol(12).description, Symbol({}).description]);
t(() => Symbol().description);
t(() => Symbol(Symbol()));
t(() => new Symbol("x"));
t(() => new Symbol());
t(() => { const s = Symbol("w"); const o = Object(s); return [o.valueOf() === s, o.description, o.toString(), o == s, o === s, typeof o.valueOf()]; });
t(() => { const s = Symbol("w"); return [s.description, s.toString(), s.valueOf() === s, s[Symbol.toPrimitive]("number") === s]; });
t(() => [Symbol.length, Symbol.name, Symbol.for.length, Symbol.keyFor.length, Symbol.prototype.constructor === Symbol, Symbol.prototype.toString.name]);
t(() => Object.getOwnPropertyNames(Symbol.prototype));
t(() => Object.getOwnPropertySymbols(Symbol.prototype));
t(() => Object.getOwnPropertyDescriptor(Symbol.prototype, Symbol.toStringTag));
t(() => Object.getOwnPropertyDescriptor(Symbol.prototype, Symbol.toPrimitive).writable);
t(() => typeof Object.getOwnPropertyDescriptor(Symbol.prototype, "description").get);
t(() => Symbol.prototype[Symbol.toPrimitive].name);
t(() => Symbol.prototype[Symbol.toPrimitive].length);
t(() => { Symbol.prototype.extra = function () { return this.description + "!"; }; return Symbol("m").extra(); });
t(() => [Symbol("a") === Symbol("a"), !!Symbol(), Symbol() ? 1 : 2]);
// expect: [ 'symbol', 'symbol', 'object' ]
// expect: [
// expect:   'Symbol()',
// expect:   'Symbol(a)',
// expect:   'Symbol()',
// expect:   undefined,
// expect:   'null',
// expect:   '12',
// expect:   '[object Object]'
// expect: ]
// expect: undefined
// expect: TypeError: Cannot convert a Symbol value to a string
// expect: TypeError: Symbol is not a constructor
// expect: TypeError: Symbol is not a constructor
// expect: [ true, 'w', 'Symbol(w)', true, false, 'symbol' ]
// expect: [ 'w', 'Symbol(w)', true, true ]
// expect: [ 0, 'Symbol', 1, 1, true, 'toString' ]
// expect: [ 'constructor', 'toString', 'valueOf', 'description' ]
// expect: [ Symbol(Symbol.toStringTag), Symbol(Symbol.toPrimitive) ]
// expect: {
// expect:   value: 'Symbol',
// expect:   writable: false,
// expect:   enumerable: false,
// expect:   configurable: true
// expect: }
// expect: false
// expect: function
// expect: [Symbol.toPrimitive]
// expect: 1
// expect: m!
// expect: [ false, true, 1 ]
