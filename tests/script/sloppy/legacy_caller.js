// f.caller and f.arguments: a sloppy function reads null when it is not
// running, its caller and a copy of its arguments while it runs; strict,
// arrow, method, class, generator, async and native functions throw.
// (Called from functions only: node's CommonJS wrapper is a caller tarn has not.)
const t = (f, n) => { try { console.log(n, f.caller, f.arguments); } catch (e) { console.log(n, e.constructor.name); } };
t(function () {}, 'sloppy');
t(function () { 'use strict'; }, 'strict');
t(() => 1, 'arrow');
t({ m() {} }.m, 'method');
t(class {}, 'class');
t(function* () {}, 'generator');
t(async function () {}, 'async');
t(Math.max, 'native');
t(function () {}.bind(null), 'bound');
function outer() { return inner(1, 2); }
function inner(a, b) { return [inner.caller === outer, inner.arguments.length, inner.arguments[1]]; }
console.log(outer());
function strictOuter() { 'use strict'; return inner2(); }
function inner2() { return inner2.caller; }
console.log(strictOuter());
function sl() {}
console.log(Object.getOwnPropertyNames(sl), Object.getOwnPropertyDescriptor(sl, 'caller'));
sl.caller = 5;
console.log(sl.caller);
const d = Object.getOwnPropertyDescriptor(Function.prototype, 'caller');
console.log(d.get.name, d.set.name, d.get.call(sl), d.enumerable, d.configurable);
// expect: sloppy null null
// expect: strict TypeError
// expect: arrow TypeError
// expect: method TypeError
// expect: class TypeError
// expect: generator TypeError
// expect: async TypeError
// expect: native TypeError
// expect: bound TypeError
// expect: [ true, 2, 2 ]
// expect: null
// expect: [ 'length', 'name', 'prototype' ] undefined
// expect: null
// expect: get caller set caller null false true
