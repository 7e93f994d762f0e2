// %AsyncFunction%, %GeneratorFunction% and %AsyncGeneratorFunction% are
// subclasses of Function: their [[Prototype]] is Function itself.
const ctors = [
  (async function () {}).constructor,
  (function* () {}).constructor,
  (async function* () {}).constructor,
];
for (const C of ctors) {
  console.log(C.name, Object.getPrototypeOf(C) === Function, Object.getPrototypeOf(C.prototype) === Function.prototype,
    C.length, C instanceof Function, typeof C.call, C.hasOwnProperty('call'));
  console.log(C, Object.getPrototypeOf(C), Object.getOwnPropertyNames(C).sort());
}
const g = new ctors[1]('a', 'yield a; yield a * 2');
console.log([...g(3)], Object.getPrototypeOf(g) === ctors[1].prototype);
class F extends ctors[0] {}
console.log(Object.getPrototypeOf(F) === ctors[0], Object.getPrototypeOf(Object.getPrototypeOf(F)) === Function);
// expect: AsyncFunction true true 1 true function false
// expect: [Function: AsyncFunction] [Function: Function] [ 'length', 'name', 'prototype' ]
// expect: GeneratorFunction true true 1 true function false
// expect: [Function: GeneratorFunction] [Function: Function] [ 'length', 'name', 'prototype' ]
// expect: AsyncGeneratorFunction true true 1 true function false
// expect: [Function: AsyncGeneratorFunction] [Function: Function] [ 'length', 'name', 'prototype' ]
// expect: [ 3, 6 ] true
// expect: true true
