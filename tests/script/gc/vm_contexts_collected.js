// flags: --expose-gc
// node:vm contexts (realms) that nothing reaches are collected, and those
// something live names stay whole: kept by a function made in the context
// (a closure, a suspended generator), by its contextified object, by an
// object whose prototype is the context's Object.prototype. Collections
// run while contexts are made and dropped, so realm numbers are reused
// under the kept ones. (Few contexts: each is a whole set of builtins,
// and this runs under TARN_GC_STRESS too.)
const vm = require('vm');

const keptFn = vm.runInNewContext(`
  function* counter() { let i = 0; for (;;) yield i++ + ' ' + typeof Map; }
  [function f(x) { return [x, typeof Array, new Error('e') instanceof Error]; }, counter()]`);
const gen = keptFn[1];
console.log(gen.next().value);
const sandbox = vm.createContext({ n: 1 });
vm.runInContext('var counter = 10; function bump() { return ++counter + n; }', sandbox);
const protoObj = Object.create(vm.runInNewContext('Object.prototype'));
protoObj.x = 1;

// the sandbox of a dropped context dies with its realm (the realm holds it)
const collected = [];
const registry = new FinalizationRegistry((held) => collected.push(held));
(function () {
  for (let i = 0; i < 1; i++) {
    const sb = vm.createContext({ i });
    vm.runInContext('var f = () => i; f()', sb);
    registry.register(sb, 'sandbox ' + i);
  }
})();
gc();
gc();

console.log(keptFn[0](5));
console.log(gen.next().value, gen.next().value);
console.log(vm.runInContext('bump()', sandbox), sandbox.counter, vm.isContext(sandbox));
console.log(protoObj.hasOwnProperty('x'), String(protoObj), Object.getPrototypeOf(protoObj).constructor.name);
console.log(Object.getPrototypeOf(protoObj) === Object.prototype, protoObj instanceof Object);

// a new context after the collections (a reused number) is independent
const fresh = vm.createContext({ n: 5 });
console.log(vm.runInContext('typeof counter + " " + typeof bump + " " + n + " " + [1, 2].at(-1)', fresh));
console.log(vm.runInContext('bump()', sandbox), keptFn[0]('again')[0]);

// the cleanups run as tasks of their own after the collections; wait for them
let tries = 0;
(function check() {
  if (collected.length < 1 && ++tries < 200) return setTimeout(check, 5);
  console.log('collected:', collected.sort().join(', '));
})();
// expect: 0 function
// expect: [ 5, 'function', true ]
// expect: 1 function 2 function
// expect: 12 11 true
// expect: true [object Object] Object
// expect: false false
// expect: undefined undefined 5 2
// expect: 13 again
// expect: collected: sandbox 0
