// %AsyncGeneratorFunction%, %AsyncGeneratorPrototype%, %AsyncIteratorPrototype%.
async function* g() { yield 1; }
const AGF = Object.getPrototypeOf(g);
const AGP = AGF.prototype;
const AIP = Object.getPrototypeOf(AGP);
console.log(AGF, g, g(), AGP);
console.log(Object.getOwnPropertyNames(AGF), Object.getOwnPropertyNames(AGP));
console.log(AGF[Symbol.toStringTag], AGP[Symbol.toStringTag]);
console.log(Object.prototype.toString.call(g), Object.prototype.toString.call(g()));
console.log(Object.getPrototypeOf(AGF) === Function.prototype, Object.getPrototypeOf(AIP) === Object.prototype);
console.log(AIP, Object.getOwnPropertyNames(AIP), Object.getOwnPropertySymbols(AIP));
console.log(AIP[Symbol.asyncIterator].name, AIP[Symbol.asyncIterator].length);
const it = g();
console.log(it[Symbol.asyncIterator]() === it);
console.log(Object.getPrototypeOf(it) === g.prototype, Object.getPrototypeOf(g.prototype) === AGP);
console.log(Object.getOwnPropertyNames(g), Object.getOwnPropertyNames(g.prototype), typeof g.prototype);
const d = Object.getOwnPropertyDescriptor(g, 'prototype');
console.log(d.writable, d.enumerable, d.configurable);
console.log(AGP.constructor === AGF, AGF.constructor.name, AGF.constructor.length, AGF.constructor.prototype === AGF);
console.log(AGP.next.length, AGP.return.length, AGP.throw.length, AGP.next.name);
console.log(typeof g, g.length, g.name, String(g));
console.log(Symbol.asyncIterator, Symbol.asyncIterator.description);
try { new g(); } catch (e) { console.log(e.constructor.name, e.message); }
// a non-object prototype falls back to %AsyncGeneratorPrototype%
async function* h() {}
h.prototype = 5;
console.log(Object.getPrototypeOf(h()) === AGP);
// methods on the wrong receiver reject (they never throw)
const p = AGP.next.call({});
console.log(p instanceof Promise);
p.catch(e => console.log(e.constructor.name, e.message));
AGP.return.call([1]).catch(e => console.log(e.message));
AGP.throw.call(new Map(), 1).catch(e => console.log(e.message));
AGP.next.call(5).catch(e => console.log(e.message));
// expect: Function [AsyncGeneratorFunction] {} [AsyncGeneratorFunction: g] Object [AsyncGenerator] {} Object [AsyncGenerator] {}
// expect: [ 'prototype', 'constructor' ] [ 'constructor', 'next', 'return', 'throw' ]
// expect: AsyncGeneratorFunction AsyncGenerator
// expect: [object AsyncGeneratorFunction] [object AsyncGenerator]
// expect: true true
// expect: {} [] [ Symbol(Symbol.asyncIterator), Symbol(Symbol.asyncDispose) ]
// expect: [Symbol.asyncIterator] 0
// expect: true
// expect: true true
// expect: [ 'length', 'name', 'prototype' ] [] object
// expect: true false false
// expect: true AsyncGeneratorFunction 1 true
// expect: 1 1 1 next
// expect: function 0 g async function* g() { yield 1; }
// expect: Symbol(Symbol.asyncIterator) Symbol.asyncIterator
// expect: TypeError g is not a constructor
// expect: true
// expect: true
// expect: TypeError Method [AsyncGenerator].prototype.next called on incompatible receiver #<Object>
// expect: Method [AsyncGenerator].prototype.return called on incompatible receiver [object Array]
// expect: Method [AsyncGenerator].prototype.throw called on incompatible receiver #<Map>
// expect: Method [AsyncGenerator].prototype.next called on incompatible receiver 5
