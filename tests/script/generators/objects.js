// Generator functions and objects: prototypes, tags, inspect, methods, descriptors, errors.
"use strict";
function* g() { yield 1; }
const it = g();
console.log(it, g, [g], { it });
console.log(Object.prototype.toString.call(it), String(it), typeof it, typeof g);
const GP = Object.getPrototypeOf(g.prototype);
const GFP = Object.getPrototypeOf(g);
console.log(Object.getPrototypeOf(it) === g.prototype, GP === Object.getPrototypeOf(function* () {}.prototype));
console.log(GP[Symbol.toStringTag], GFP[Symbol.toStringTag], GFP.prototype === GP, GP.constructor === GFP);
console.log(Object.getOwnPropertyNames(GP), Object.getOwnPropertyNames(GFP), Object.getOwnPropertyNames(g));
console.log(Object.getOwnPropertyDescriptor(g, "prototype"));
console.log(Object.getOwnPropertyDescriptor(GP, "next"), GP.next.name, GP.return.length, GP.throw.length);
console.log(it instanceof g, Object.getPrototypeOf(GFP) === Object.getPrototypeOf(function () {}), g instanceof Object);
console.log(Object.keys(g.prototype), g.prototype.hasOwnProperty("constructor"));
console.log(typeof GP[Symbol.iterator], GP[Symbol.iterator].call(it) === it);

// a prototype replaced by a non-object falls back to %GeneratorPrototype%
function* h() {}
h.prototype = 5;
console.log(Object.getPrototypeOf(h()) === GP);
h.prototype = { custom: true };
console.log(h().custom, typeof h().next);

// methods: objects and classes, computed and static, with this and super
const key = "dyn";
const base = { hello() { return "hi"; } };
const o = {
  __proto__: base,
  *m(x) { yield this === o; yield x; },
  *[key + "amic"]() { yield "computed"; },
  *[Symbol.iterator]() { yield* [1, 2]; },
  *sup() { yield super.hello(); },
  *"quoted name"() { yield "q"; },
  *123() { yield 123; },
};
console.log([...o.m(7)], [...o.dynamic()], [...o], [...o.sup()], [...o["quoted name"]()], [...o[123]()]);
console.log(o.m, o.dynamic, o[Symbol.iterator].name, Object.keys(o));
class C {
  constructor() { this.v = "inst"; }
  *vals() { yield this.v; }
  static *make(n) { for (let i = 0; i < n; i++) yield new C(); }
  static *[Symbol.for("s")]() { yield "static computed"; }
}
class D extends C { *vals() { yield* super.vals(); yield "D"; } }
console.log([...new C().vals()], [...C.make(2)].length, [...C[Symbol.for("s")]()], [...new D().vals()]);
console.log(C.prototype.vals, Object.getOwnPropertyNames(C.prototype), C.make.prototype instanceof Object);

// not constructors; incompatible receivers
try { new g(); } catch (e) { console.log(e.message); }
try { new o.m(); } catch (e) { console.log(e.message); }
try { GP.next.call({}); } catch (e) { console.log(e.message); }
try { GP.return.call(1); } catch (e) { console.log(e.message); }
try { it.throw.call(undefined); } catch (e) { console.log(e.message); }
console.log(g.toString(), o.m.toString(), C.make.toString());
// expect: Object [Generator] {} [GeneratorFunction: g] [ [GeneratorFunction: g] ] { it: Object [Generator] {} }
// expect: [object Generator] [object Generator] object function
// expect: true true
// expect: Generator GeneratorFunction true true
// expect: [ 'constructor', 'next', 'return', 'throw' ] [ 'prototype', 'constructor' ] [ 'length', 'name', 'prototype' ]
// expect: {
// expect:   value: Object [Generator] {},
// expect:   writable: true,
// expect:   enumerable: false,
// expect:   configurable: false
// expect: }
// expect: {
// expect:   value: [Function: next],
// expect:   writable: true,
// expect:   enumerable: false,
// expect:   configurable: true
// expect: } next 1 1
// expect: true true true
// expect: [] false
// expect: function true
// expect: true
// expect: true undefined
// expect: [ true, 7 ] [ 'computed' ] [ 1, 2 ] [ 'hi' ] [ 'q' ] [ 123 ]
// expect: [GeneratorFunction: m] [GeneratorFunction: dynamic] [Symbol.iterator] [ '123', 'm', 'dynamic', 'sup', 'quoted name' ]
// expect: [ 'inst' ] 2 [ 'static computed' ] [ 'inst', 'D' ]
// expect: [GeneratorFunction: vals] [ 'constructor', 'vals' ] true
// expect: g is not a constructor
// expect: o.m is not a constructor
// expect: Method [Generator].prototype.next called on incompatible receiver #<Object>
// expect: Method [Generator].prototype.return called on incompatible receiver 1
// expect: Method [Generator].prototype.throw called on incompatible receiver undefined
// expect: function* g() { yield 1; } *m(x) { yield this === o; yield x; } *make(n) { for (let i = 0; i < n; i++) yield new C(); }
