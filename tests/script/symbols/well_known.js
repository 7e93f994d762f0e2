"use strict";
const t = (f) => { try { console.log(f()); } catch (e) { console.log(e.constructor.name + ": " + e.message); } };
t(() => [Symbol.iterator.description, Symbol.asyncIterator.toString(), Symbol.hasInstance.toString(), Symbol.toPrimitive.toString(), Symbol.toStringTag.toString(), Symbol.isConcatSpreadable.toString(), Symbol.species.toString(), Symbol.unscopables.toString()].join(" "));
t(() => Object.getOwnPropertyDescriptor(Symbol, "iterator"));
t(() => { Symbol.iterator = 1; });
t(() => { delete Symbol.iterator; });
t(() => Symbol.iterator === Symbol.iterator && typeof [][Symbol.iterator]);
t(() => { const it = { [Symbol.iterator]() { let i = 0; return { next: () => ({ value: ++i, done: i > 2 }) }; } }; return [...it]; });
t(() => Symbol.keyFor(Symbol.hasInstance));
// expect: Symbol.iterator Symbol(Symbol.asyncIterator) Symbol(Symbol.hasInstance) Symbol(Symbol.toPrimitive) Symbol(Symbol.toStringTag) Symbol(Symbol.isConcatSpreadable) Symbol(Symbol.species) Symbol(Symbol.unscopables)
// expect: {
// expect:   value: Symbol(Symbol.iterator),
// expect:   writable: false,
// expect:   enumerable: false,
// expect:   configurable: false
// expect: }
// expect: TypeError: Cannot assign to read only property 'iterator' of function 'function Symbol() { [native code] }'
// expect: TypeError: Cannot delete property 'iterator' of function Symbol() { [native code] }
// expect: function
// expect: [ 1, 2 ]
// expect: undefined
