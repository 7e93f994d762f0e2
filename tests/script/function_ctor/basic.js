"use strict";
console.log(typeof Function, Function.name, Function.length);
console.log(Function.prototype.constructor === Function);
console.log((function () {}) instanceof Function, (() => 1) instanceof Function, Math.max instanceof Function);
console.log({} instanceof Function, Object instanceof Function, Function instanceof Function);
const add = new Function('a', 'b', 'return a + b');
console.log(add(2, 3), add.length, add.name, typeof add);
console.log(add.toString());
console.log(String(Function('return 1')));
console.log(Function('return 1')());
console.log(Function()());
console.log(Function().toString());
const f3 = Function('a, b', 'c', 'return a * b * c');
console.log(f3(2, 3, 4), f3.length);
console.log(Function('...r', 'return r.length')(1, 2, 3));
console.log(Function('a = 5', 'return a')());
console.log(Function('return typeof globalThis')());
console.log(new Function('x', 'return x * 2') instanceof Function);
console.log(Object.getPrototypeOf(Function('')) === Function.prototype);
const obj = new (Function('this.v = 7'))();
console.log(obj.v);
for (const src of ['a b', 'return (', '}); console.log("injected"); (function(){', 'return 1 }']) {
  try {
    Function(src);
    console.log('no error');
  } catch (e) {
    console.log(e instanceof SyntaxError, e.name);
  }
}
try {
  Function('a', 'b)', 'return 1');
} catch (e) {
  console.log(e.name);
}
try {
  Function('throw new TypeError("inner")')();
} catch (e) {
  console.log(e.name, e.message);
}
console.log(Function.prototype.toString.call(Function));
console.log(Object.getOwnPropertyNames(Function).sort().join());
for (const src of ['a b', 'return (', '}); console.log("injected"); (function(){', 'return 1 }', 'return 1; })', 'let let']) {
  try { Function(src); console.log('no error'); } catch (e) { console.log(e.name + ': ' + e.message); }
}
try { Function('a', 'b)', 'return 1'); } catch (e) { console.log(e.name + ': ' + e.message); }
try { Function('a,', 'return 1'); console.log('ok') } catch (e) { console.log(e.name + ': ' + e.message); }
try { Function('/*', '*/){'); console.log('ok') } catch (e) { console.log(e.name + ': ' + e.message); }
const fs = [];
for (let i = 0; i < 20; i++) fs.push(Function('x', 'return x + ' + i));
console.log(fs.map((f, i) => f(i)).join());
console.log(Function('return [1, {a: 2}, "s"]')());
// expect: function Function 1
// expect: true
// expect: true true true
// expect: false true true
// expect: 5 2 anonymous function
// expect: function anonymous(a,b
// expect: ) {
// expect: return a + b
// expect: }
// expect: function anonymous(
// expect: ) {
// expect: return 1
// expect: }
// expect: 1
// expect: undefined
// expect: function anonymous(
// expect: ) {
// expect:
// expect: }
// expect: 24 3
// expect: 3
// expect: 5
// expect: object
// expect: true
// expect: true
// expect: 7
// expect: true SyntaxError
// expect: true SyntaxError
// expect: true SyntaxError
// expect: true SyntaxError
// expect: SyntaxError
// expect: TypeError inner
// expect: function Function() { [native code] }
// expect: length,name,prototype
// expect: SyntaxError: Unexpected identifier 'b'
// expect: SyntaxError: Unexpected token '}'
// expect: SyntaxError: Single function literal required
// expect: SyntaxError: Unexpected token '}'
// expect: SyntaxError: Unexpected token '}'
// expect: SyntaxError: let is disallowed as a lexically bound name
// expect: SyntaxError: Arg string terminates parameters early
// expect: ok
// expect: SyntaxError: Unexpected end of arg string
// expect: 0,2,4,6,8,10,12,14,16,18,20,22,24,26,28,30,32,34,36,38
// expect: [ 1, { a: 2 }, 's' ]
