"use strict";
const t = (f) => { try { console.log(f()); } catch (e) { console.log(e.constructor.name + ": " + e.message); } };
t(() => Object.fromEntries([["a", 1], ["b", 2], ["a", 3]]));
t(() => Object.fromEntries([["x", 1]].values()));
t(() => Object.fromEntries(Object.entries({ p: 1, q: 2 })));
t(() => { const s = Symbol("e"); const o = Object.fromEntries([[s, 1], [2, 3]]); return [o[s], o[2], Object.keys(o)]; });
t(() => Object.fromEntries([{ 0: "k", 1: "v" }]));
t(() => Object.fromEntries([["only"]]));
t(() => Object.fromEntries([1, 2]));
t(() => Object.fromEntries("ab"));
t(() => Object.fromEntries([null]));
t(() => Object.fromEntries(null));
t(() => Object.fromEntries(undefined));
t(() => Object.fromEntries(5));
t(() => Object.fromEntries({}));
t(() => Object.fromEntries(true));
t(() => { let closed = false; const it = { [Symbol.iterator]() { return { next() { return { value: 5, done: false }; }, return() { closed = true; return {}; } }; } }; try { Object.fromEntries(it); } catch (e) { return [e.message, closed]; } });
t(() => { let n = 0; const it = { [Symbol.iterator]() { return { next() { n++; return n > 2 ? { done: true } : { value: ["k" + n, n], done: false }; } }; } }; return Object.fromEntries(it); });
t(() => Object.fromEntries({ [Symbol.iterator]() { return 1; } }));
t(() => { const o = Object.fromEntries([["__proto__", 1]]); return [Object.keys(o), Object.getPrototypeOf(o) === Object.prototype]; });
t(() => Object.fromEntries([Symbol("x")]));
t(() => Object.fromEntries([Symbol()]));
t(() => Object.fromEntries([undefined]));
t(() => Object.fromEntries([1.5]));
// expect: { a: 3, b: 2 }
// expect: { x: 1 }
// expect: { p: 1, q: 2 }
// expect: [ 1, 3, [ '2' ] ]
// expect: { k: 'v' }
// expect: { only: undefined }
// expect: TypeError: Iterator value 1 is not an entry object
// expect: TypeError: Iterator value a is not an entry object
// expect: TypeError: Iterator value null is not an entry object
// expect: TypeError: undefined is not iterable
// expect: TypeError: undefined is not iterable
// expect: TypeError: number 5 is not iterable (cannot read property Symbol(Symbol.iterator))
// expect: TypeError: object is not iterable (cannot read property Symbol(Symbol.iterator))
// expect: TypeError: boolean true is not iterable (cannot read property Symbol(Symbol.iterator))
// expect: [ 'Iterator value 5 is not an entry object', true ]
// expect: { k1: 1, k2: 2 }
// expect: TypeError: Result of the Symbol.iterator method is not an object
// expect: [ [ '__proto__' ], true ]
// expect: TypeError: Iterator value Symbol(x) is not an entry object
// expect: TypeError: Iterator value Symbol() is not an entry object
// expect: TypeError: Iterator value undefined is not an entry object
// expect: TypeError: Iterator value 1.5 is not an entry object
