// util.inspect's showHidden (non-enumerable keys in [brackets], an array's
// [length], a function's [length]/[name]/[prototype], a typed array's views,
// a class's prototype accessors, weak collections' entries) and showProxy
// (Proxy [ target, handler ]); util.format's %o (both, at depth 4).
{
  const util = require('util');
  console.log(util.format('%o', { a: 1, b: [1, 2], f() {} }));
  console.log(util.format('%o', [1, 2, 3]));
  console.log(util.format('%o %s', 'str', 42));
  console.log(util.inspect([1, 2], { showHidden: true }));
  console.log(util.inspect({ a: 1 }, { showHidden: true }));
  const o = { x: 1 }; Object.defineProperty(o, 'hid', { value: 2, enumerable: false });
  console.log(util.inspect(o, { showHidden: true }));
  console.log(util.inspect(function foo(a, b) {}, { showHidden: true }));
  console.log(util.format('%o', function foo(a, b) {}));
  console.log(util.inspect(new Error('x'), { showHidden: true }).split('\n')[0]);
  console.log(util.inspect(new Map([[1, 2]]), { showHidden: true }));
  console.log(util.inspect(new Uint8Array(2), { showHidden: true }));
  console.log(util.format('%o', { a: { b: { c: { d: { e: { f: 1 } } } } } }));
  console.log(util.inspect(new Proxy({a:1}, {}), { showProxy: true }));
  console.log(util.format('%o', new Proxy({a:1}, {})));
  class C { #p = 1; get g() { return 1; } }
  console.log(util.inspect(new C(), { showHidden: true }));
  console.log(util.inspect(Object.create(null, {x:{value:1}}), { showHidden: true }));
  console.log(util.inspect(new Set([1]), { showHidden: true }));
  console.log(util.inspect('abc', { showHidden: true }), util.inspect(new String('ab'), { showHidden: true }));
  console.log(util.inspect(Symbol('q'), { showHidden: true }));
  const s = Symbol('s'); const os = {}; Object.defineProperty(os, s, { value: 1 }); console.log(util.inspect(os, { showHidden: true }));
  console.log(util.inspect(new ArrayBuffer(3), { showHidden: true }));
  console.log(util.inspect(Promise.resolve(2), { showHidden: true }));
  console.log(util.inspect([,1], { showHidden: true }));
  console.log(util.inspect(/a/g, { showHidden: true }));
  console.log(util.inspect(new Date(0), { showHidden: true }));
}
{
  const util=require('util'); const i=(v,o)=>console.log(util.inspect(v,{showHidden:true,...o}));
  i({}); i([]); i(Object.create({x:1})); i(Object.create(Object.create({y:2})));
  class A { constructor(){ this.own = 1; } get g() { return 1; } m() {} static s = 1; }
  class B extends A { get h() { return 2; } set h(v) {} }
  B.prototype.data = 5;
  i(new A()); i(new B()); i(A); i(class {}); i(() => 1); i(async function af() {});
  const e = new Error('boom'); e.stack = 'Error: boom\n    at x (y.js:1:1)'; i(e);
  const e2 = new TypeError('t', { cause: 1 }); e2.stack = 'TypeError: t\n    at x'; i(e2);
  i(new Map([[1,{a:1}]])); i(new WeakMap()); i(Symbol.iterator); i(new Boolean(true)); i(Object(1n));
  const o = { a: 1 }; Object.defineProperty(o, 'b c', { value: 2 }); Object.defineProperty(o, Symbol('e'), { value: 3, enumerable: true }); i(o);
  i(new ArrayBuffer(2)); i(new DataView(new ArrayBuffer(2))); i(Buffer.from('ab'));
  i([1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28]);
  i({ a: { b: { c: { d: { e: {} } } } } }, { depth: 4 });
  i(new (class Foo extends Map { get z() { return 1; } })());
  i(process.env.__nope__ ?? null); i(globalThis.Math === Math ? { m: Math.max } : 0);
  i(Object.create(null));
  i(new Set([1]).values()); i([].values());
  i(function () {}.bind(null));
  i(/x/y);
}
{
  const util=require('util');
  const p = new Proxy({a:1}, {get(){return 5}});
  console.log(p); console.log(util.inspect(p)); console.log(util.inspect(p,{showProxy:true}));
  console.log(util.format('%o', p), util.format('%O', p));
  const pf = new Proxy(function f(){}, {}); console.log(util.inspect(pf,{showProxy:true}), util.inspect(pf));
  const {proxy, revoke} = Proxy.revocable({}, {}); revoke(); console.log(util.inspect(proxy,{showProxy:true}), util.inspect(proxy));
  const o = {}; o.self = new Proxy(o, {}); console.log(util.inspect(o,{showProxy:true}), util.inspect(o));
  console.log(util.inspect(new Proxy([1,2],{}),{showProxy:true, showHidden:true}));
  console.log(util.inspect({x: new Proxy({y: {z: {w: 1}}}, {})}, {showProxy:true, depth: 1}));
}
{
  const util=require('util');
  console.log(util.inspect(new ArrayBuffer(2)), util.inspect(new DataView(new ArrayBuffer(1))));
  console.log(util.inspect(new ArrayBuffer(2), {showHidden:true}), util.inspect(new DataView(new ArrayBuffer(1)), {showHidden:true}));
}
{
  const util=require('util'); const k={a:1}, k2 = [2], k3 = { z: 0 };
  const w=new WeakMap([[k,{v:2}], [k2, 'x'], [k3, 1]]); const ws=new WeakSet([k, k2]);
  console.log(util.inspect(w,{showHidden:true}), util.inspect(ws,{showHidden:true}), util.format("%o", w), util.inspect(new WeakSet(), { showHidden: true }));
  console.log(util.inspect(w, { showHidden: true, sorted: true }), util.inspect(w));
  console.log(util.inspect({ w: new WeakMap([[k, { deep: { deeper: { deepest: {} } } }]]) }, { showHidden: true }));
}
{
  const util = require('util');
  class A { constructor() { this.own = 1; } get g() { return this.own + 1; } }
  console.log(util.inspect(new A(), { showHidden: true, getters: true }));
  const a = [1, 2, 3, 4, 5, 6, 7]; a.x = 1; console.log(util.inspect(a));
  const b = [10, 200, 3, 4, 5, 6, 7, 8]; b.extra = 'e'; console.log(util.inspect(b));
  console.log(util.format('%o', [new Map([[{ a: [1, { b: { c: { d: 1 } } }] }, new Set([1])]])]));
  console.log(util.format('%o', 'a\nb'), util.format('%o', 42), util.format('%o', null), util.format('%o', Symbol('s')));
  console.log(util.inspect(Object.assign(Object.create({ inherited: 1 }), { own: 2 }), { showHidden: true }));
  console.log(util.inspect(new Proxy(new Proxy({}, {}), {}), { showProxy: true }));
  console.log(util.inspect({ p: new Proxy([1], {}) }, { showProxy: true, depth: 0 }));
  console.log(util.inspect(new String('abc'), { showHidden: true }), util.inspect(Object.assign(new Number(3), { y: 1 }), { showHidden: true }));
  console.log(util.inspect(new Float64Array([1.5]), { showHidden: true, depth: 0 }));
  console.log(util.inspect([new Uint8Array(1)], { showHidden: true, depth: 0 }));
}
{
  const util = require('util'); const i = (v, o) => { try { console.log(util.inspect(v, { showHidden: true, ...o })); } catch (e) { console.log('THROW', e.message); } };
  i((function () { return arguments; })(1, 2));
  i(Promise.reject(3).catch(() => {}) && Promise.resolve({ a: 1 }));
  i((function* g() { yield 1; })());
  i(new Date(0));
  i(Object(Symbol('bx')));
  i(new (class R extends RegExp {})('x', 'g'));
  i(JSON);
  i(Reflect);
  i(new Intl.Locale('en'));
  i({ get a() { return 1; }, set b(v) {} });
  i(Object.defineProperty([1, 2], 'h', { value: 'x' }));
  i(new Set([[1, 2]]).entries());
  i(new Map([[1, 2]]).keys());
  i(class X { static #p = 1; static m() {} static get g() { return 1; } });
  i(Object.freeze({ f: 1 }));
  i(new AbortController().signal);
  i([function () {}, () => {}]);
  i({ __proto__: { a: 1, __proto__: { b: 2, __proto__: { c: 3, __proto__: { d: 4 } } } } });
}
// expect: {
// expect:   a: 1,
// expect:   b: [ 1, 2, [length]: 2 ],
// expect:   f: [Function: f] { [length]: 0, [name]: 'f' }
// expect: }
// expect: [ 1, 2, 3, [length]: 3 ]
// expect: 'str' 42
// expect: [ 1, 2, [length]: 2 ]
// expect: { a: 1 }
// expect: { x: 1, [hid]: 2 }
// expect: <ref *1> [Function: foo] {
// expect:   [length]: 2,
// expect:   [name]: 'foo',
// expect:   [prototype]: { [constructor]: [Circular *1] }
// expect: }
// expect: <ref *1> [Function: foo] {
// expect:   [length]: 2,
// expect:   [name]: 'foo',
// expect:   [prototype]: { [constructor]: [Circular *1] }
// expect: }
// expect: Error: x
// expect: Map(1) { 1 => 2 }
// expect: Uint8Array(2) [
// expect:   0,
// expect:   0,
// expect:   [BYTES_PER_ELEMENT]: 1,
// expect:   [length]: 2,
// expect:   [byteLength]: 2,
// expect:   [byteOffset]: 0,
// expect:   [buffer]: ArrayBuffer { [byteLength]: 2 }
// expect: ]
// expect: {
// expect:   a: {
// expect:     b: { c: { d: { e: [Object] } } }
// expect:   }
// expect: }
// expect: Proxy [ { a: 1 }, {} ]
// expect: Proxy [ { a: 1 }, {} ]
// expect: C { [g]: [Getter] }
// expect: [Object: null prototype] { [x]: 1 }
// expect: Set(1) { 1 }
// expect: 'abc' [String: 'ab'] { [length]: 2 }
// expect: Symbol(q)
// expect: { [Symbol(s)]: 1 }
// expect: ArrayBuffer { [Uint8Contents]: <00 00 00>, [byteLength]: 3 }
// expect: Promise { 2 }
// expect: [ <1 empty item>, 1, [length]: 2 ]
// expect: /a/g { [lastIndex]: 0 }
// expect: 1970-01-01T00:00:00.000Z
// expect: {}
// expect: [ [length]: 0 ]
// expect: { x: 1 }
// expect: { y: 2 }
// expect: A { own: 1, [g]: [Getter] }
// expect: B { own: 1, [h]: [Getter/Setter], data: 5, [g]: [Getter] }
// expect: <ref *1> [class A] {
// expect:   [length]: 0,
// expect:   [name]: 'A',
// expect:   [prototype]: {
// expect:     [constructor]: [Circular *1],
// expect:     [g]: [Getter],
// expect:     [m]: [Function: m] { [length]: 0, [name]: 'm' }
// expect:   },
// expect:   s: 1
// expect: }
// expect: <ref *1> [class (anonymous)] {
// expect:   [length]: 0,
// expect:   [name]: '',
// expect:   [prototype]: { [constructor]: [Circular *1] }
// expect: }
// expect: [Function (anonymous)] { [length]: 0, [name]: '' }
// expect: [AsyncFunction: af] {
// expect:   [length]: 0,
// expect:   [name]: 'af',
// expect:   [Symbol(Symbol.toStringTag)]: 'AsyncFunction'
// expect: }
// expect: Error: boom
// expect:     at x (y.js:1:1) {
// expect:   [stack]: [Getter/Setter],
// expect:   [message]: 'boom'
// expect: }
// expect: TypeError: t
// expect:     at x {
// expect:   [stack]: [Getter/Setter],
// expect:   [message]: 't',
// expect:   [cause]: 1
// expect: }
// expect: Map(1) { 1 => { a: 1 } }
// expect: WeakMap {  }
// expect: Symbol(Symbol.iterator)
// expect: [Boolean: true]
// expect: [BigInt: 1n]
// expect: { a: 1, ['b c']: 2, Symbol(e): 3 }
// expect: ArrayBuffer { [Uint8Contents]: <00 00>, [byteLength]: 2 }
// expect: DataView {
// expect:   [byteLength]: 2,
// expect:   [byteOffset]: 0,
// expect:   [buffer]: ArrayBuffer { [Uint8Contents]: <00 00>, [byteLength]: 2 }
// expect: }
// expect: <Buffer 61 62>
// expect: [
// expect:   1,  2,            3,
// expect:   4,  5,            6,
// expect:   7,  8,            9,
// expect:   10, 11,           12,
// expect:   13, 14,           15,
// expect:   16, 17,           18,
// expect:   19, 20,           21,
// expect:   22, 23,           24,
// expect:   25, 26,           27,
// expect:   28, [length]: 28
// expect: ]
// expect: {
// expect:   a: {
// expect:     b: { c: { d: { e: {} } } }
// expect:   }
// expect: }
// expect: Foo(0) [Map] { [z]: [Getter] }
// expect: null
// expect: { m: [Function: max] { [length]: 2, [name]: 'max' } }
// expect: [Object: null prototype] {}
// expect: [Set Iterator] { 1, [Symbol(Symbol.toStringTag)]: 'Set Iterator' }
// expect: Object [Array Iterator] {
// expect:   [Symbol(Symbol.toStringTag)]: 'Array Iterator'
// expect: }
// expect: [Function: bound ] { [length]: 0, [name]: 'bound ' }
// expect: /x/y { [lastIndex]: 0 }
// expect: Proxy({ a: 1 })
// expect: Proxy({ a: 1 })
// expect: Proxy [ { a: 1 }, { get: [Function: get] } ]
// expect: Proxy [
// expect:   { a: 1 },
// expect:   { get: [Function: get] { [length]: 0, [name]: 'get' } }
// expect: ] Proxy({ a: 1 })
// expect: Proxy [ [Function: f], {} ] Proxy([Function: f])
// expect: <Revoked Proxy> <Revoked Proxy>
// expect: <ref *1> { self: Proxy [ [Circular *1], {} ] } <ref *1> { self: [Circular *1] }
// expect: Proxy [ [ 1, 2, [length]: 2 ], {} ]
// expect: { x: Proxy [ [Object], {} ] }
// expect: ArrayBuffer { [Uint8Contents]: <00 00>, [byteLength]: 2 } DataView {
// expect:   [byteLength]: 1,
// expect:   [byteOffset]: 0,
// expect:   [buffer]: ArrayBuffer { [Uint8Contents]: <00>, [byteLength]: 1 }
// expect: }
// expect: ArrayBuffer { [Uint8Contents]: <00 00>, [byteLength]: 2 } DataView {
// expect:   [byteLength]: 1,
// expect:   [byteOffset]: 0,
// expect:   [buffer]: ArrayBuffer { [Uint8Contents]: <00>, [byteLength]: 1 }
// expect: }
// expect: WeakMap {
// expect:   [ 2, [length]: 1 ] => 'x',
// expect:   { a: 1 } => { v: 2 },
// expect:   { z: 0 } => 1
// expect: } WeakSet { [ 2, [length]: 1 ], { a: 1 } } WeakMap {
// expect:   [ 2, [length]: 1 ] => 'x',
// expect:   { a: 1 } => { v: 2 },
// expect:   { z: 0 } => 1
// expect: } WeakSet {  }
// expect: WeakMap {
// expect:   [ 2, [length]: 1 ] => 'x',
// expect:   { a: 1 } => { v: 2 },
// expect:   { z: 0 } => 1
// expect: } WeakMap { <items unknown> }
// expect: { w: WeakMap { { a: 1 } => { deep: [Object] } } }
// expect: A { own: 1, [g]: [Getter: 2] }
// expect: [
// expect:   1, 2, 3, 4,
// expect:   5, 6, 7, x: 1
// expect: ]
// expect: [ 10, 200, 3, 4, 5, 6, 7, 8, extra: 'e' ]
// expect: [
// expect:   Map(1) { { a: [ 1, { b: [Object] }, [length]: 2 ] } => Set(1) { 1 } },
// expect:   [length]: 1
// expect: ]
// expect: 'a\nb' 42 null Symbol(s)
// expect: { own: 2, inherited: 1 }
// expect: Proxy [ Proxy [ {}, {} ], {} ]
// expect: { p: Proxy [Array] }
// expect: [String: 'abc'] { [length]: 3 } [Number: 3] { y: 1 }
// expect: Float64Array(1) [
// expect:   1.5,
// expect:   [BYTES_PER_ELEMENT]: 8,
// expect:   [length]: 1,
// expect:   [byteLength]: 8,
// expect:   [byteOffset]: 0,
// expect:   [buffer]: ArrayBuffer { [byteLength]: 8 }
// expect: ]
// expect: [ [Uint8Array], [length]: 1 ]
// expect: [Arguments] {
// expect:   '0': 1,
// expect:   '1': 2,
// expect:   [length]: 2,
// expect:   [callee]: <ref *1> [Function (anonymous)] {
// expect:     [length]: 0,
// expect:     [name]: '',
// expect:     [prototype]: { [constructor]: [Circular *1] }
// expect:   },
// expect:   [Symbol(Symbol.iterator)]: [Function: values] { [length]: 0, [name]: 'values' }
// expect: }
// expect: Promise { { a: 1 } }
// expect: Object [Generator] { [Symbol(Symbol.toStringTag)]: 'Generator' }
// expect: 1970-01-01T00:00:00.000Z
// expect: [Symbol: Symbol(bx)]
// expect: R /x/g { [lastIndex]: 0 }
// expect: {
// expect:   [parse]: [Function: parse] { [length]: 2, [name]: 'parse' },
// expect:   [stringify]: [Function: stringify] { [length]: 3, [name]: 'stringify' },
// expect:   [rawJSON]: [Function: rawJSON] { [length]: 1, [name]: 'rawJSON' },
// expect:   [isRawJSON]: [Function: isRawJSON] { [length]: 1, [name]: 'isRawJSON' },
// expect:   [Symbol(Symbol.toStringTag)]: 'JSON'
// expect: }
// expect: {
// expect:   [defineProperty]: [Function: defineProperty] { [length]: 3, [name]: 'defineProperty' },
// expect:   [deleteProperty]: [Function: deleteProperty] { [length]: 2, [name]: 'deleteProperty' },
// expect:   [apply]: [Function: apply] { [length]: 3, [name]: 'apply' },
// expect:   [construct]: [Function: construct] { [length]: 2, [name]: 'construct' },
// expect:   [get]: [Function: get] { [length]: 2, [name]: 'get' },
// expect:   [getOwnPropertyDescriptor]: [Function: getOwnPropertyDescriptor] {
// expect:     [length]: 2,
// expect:     [name]: 'getOwnPropertyDescriptor'
// expect:   },
// expect:   [getPrototypeOf]: [Function: getPrototypeOf] { [length]: 1, [name]: 'getPrototypeOf' },
// expect:   [has]: [Function: has] { [length]: 2, [name]: 'has' },
// expect:   [isExtensible]: [Function: isExtensible] { [length]: 1, [name]: 'isExtensible' },
// expect:   [ownKeys]: [Function: ownKeys] { [length]: 1, [name]: 'ownKeys' },
// expect:   [preventExtensions]: [Function: preventExtensions] {
// expect:     [length]: 1,
// expect:     [name]: 'preventExtensions'
// expect:   },
// expect:   [set]: [Function: set] { [length]: 3, [name]: 'set' },
// expect:   [setPrototypeOf]: [Function: setPrototypeOf] { [length]: 2, [name]: 'setPrototypeOf' },
// expect:   [Symbol(Symbol.toStringTag)]: 'Reflect'
// expect: }
// expect: Intl.Locale {
// expect:   [language]: [Getter],
// expect:   [script]: [Getter],
// expect:   [region]: [Getter],
// expect:   [baseName]: [Getter],
// expect:   [calendar]: [Getter],
// expect:   [caseFirst]: [Getter],
// expect:   [collation]: [Getter],
// expect:   [firstDayOfWeek]: [Getter],
// expect:   [hourCycle]: [Getter],
// expect:   [numeric]: [Getter],
// expect:   [numberingSystem]: [Getter],
// expect:   [Symbol(Symbol.toStringTag)]: 'Intl.Locale'
// expect: }
// expect: { a: [Getter], b: [Setter] }
// expect: [ 1, 2, [length]: 2, [h]: 'x' ]
// expect: [Set Entries] {
// expect:   [ [ 1, 2, [length]: 2 ], [ 1, 2, [length]: 2 ] ],
// expect:   [Symbol(Symbol.toStringTag)]: 'Set Iterator'
// expect: }
// expect: [Map Iterator] { 1, [Symbol(Symbol.toStringTag)]: 'Map Iterator' }
// expect: <ref *1> [class X] {
// expect:   [length]: 0,
// expect:   [name]: 'X',
// expect:   [prototype]: { [constructor]: [Circular *1] },
// expect:   [m]: [Function: m] { [length]: 0, [name]: 'm' },
// expect:   [g]: [Getter]
// expect: }
// expect: { f: 1 }
// expect: AbortSignal { aborted: false }
// expect: [
// expect:   <ref *1> [Function (anonymous)] {
// expect:     [length]: 0,
// expect:     [name]: '',
// expect:     [prototype]: { [constructor]: [Circular *1] }
// expect:   },
// expect:   [Function (anonymous)] { [length]: 0, [name]: '' },
// expect:   [length]: 2
// expect: ]
// expect: { a: 1, b: 2, c: 3 }
