// An arguments object's length is an ordinary own property: it can be
// deleted, hold any value, become an accessor, and writing an index past it
// does not change it (mapped and unmapped objects alike).
function f(a) {
  arguments[5] = 1;
  console.log(arguments.length, Object.keys(arguments), Object.getOwnPropertyNames(arguments));
  arguments.length = 'x';
  console.log(arguments.length, JSON.stringify(Object.getOwnPropertyDescriptor(arguments, 'length')));
  Object.defineProperty(arguments, 'length', { get() { return 2; } });
  console.log(arguments.length, Array.prototype.slice.call(arguments), [...arguments].length);
  console.log(delete arguments.length, arguments.length, 'length' in arguments, Array.from(arguments));
}
f(1, 2);
function g(a) { 'use strict'; console.log(delete arguments.length, arguments.length, Object.getOwnPropertyNames(arguments)); }
g(1);
function h() { arguments.length = 1; return Array.prototype.join.call(arguments, '+'); }
console.log(h(1, 2, 3));
function k() { Object.freeze(arguments); 'use strict'; arguments.length = 9; return [arguments.length, Object.isFrozen(arguments)]; }
console.log(k(1));
// expect: 2 [ '0', '1', '5' ] [ '0', '1', '5', 'length', 'callee' ]
// expect: x {"value":"x","writable":true,"enumerable":false,"configurable":true}
// expect: 2 [ 1, 2 ] 2
// expect: true undefined false []
// expect: true undefined [ '0', 'callee' ]
// expect: 1
// expect: [ 1, true ]
