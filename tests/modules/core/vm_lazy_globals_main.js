// node:vm: a context's globals are all there when its global object is
// reached from outside before its own code ever names them, and the
// outer realm's globals are all there when reached from inside a context.
const vm = require('vm');

// the context's own global, reached through runInContext('globalThis')
const g1 = vm.runInContext('globalThis', vm.createContext({}));
console.log(typeof g1.Intl, typeof g1.Temporal, typeof g1.Atomics, typeof g1.SharedArrayBuffer);
console.log(typeof g1.DisposableStack, typeof g1.AsyncDisposableStack);
console.log(g1.Intl === Intl, g1.Temporal === Temporal, g1.Atomics === Atomics);
console.log(new g1.Intl.NumberFormat('en-US').format(1234567.5));
console.log(g1.Temporal.PlainDate.from('2024-02-29').add({ years: 1 }).toString());

// `in`, own descriptors and key lists, before anything was read
const g2 = vm.runInContext('this', vm.createContext({}));
console.log('Intl' in g2, 'Temporal' in g2, 'NoSuchGlobal' in g2);
const d = Object.getOwnPropertyDescriptor(g2, 'Atomics');
console.log(typeof d.value, d.writable, d.enumerable, d.configurable);
const g3 = vm.runInContext('this', vm.createContext({}));
const names = Object.getOwnPropertyNames(g3);
console.log(['Intl', 'Temporal', 'Atomics', 'SharedArrayBuffer', 'DisposableStack'].map((n) => names.includes(n)));

// write, delete and define from outside: the context sees what was done
const c4 = vm.createContext({});
const g4 = vm.runInContext('this', c4);
g4.Intl = 'replaced';
console.log(vm.runInContext('Intl', c4));
console.log(delete g4.Atomics, vm.runInContext('typeof Atomics', c4));
Object.defineProperty(g4, 'Temporal', { value: 42, configurable: true });
console.log(vm.runInContext('Temporal', c4), Object.getOwnPropertyDescriptor(g4, 'Temporal').writable);
console.log(vm.runInContext('typeof SharedArrayBuffer', c4), g4.SharedArrayBuffer === SharedArrayBuffer);

// the outer realm's globals, reached from inside a context through the sandbox
const c5 = vm.createContext({ outer: globalThis });
console.log(vm.runInContext('typeof outer.TextDecoder + " " + typeof outer.URL + " " + typeof outer.atob', c5));
console.log(vm.runInContext('new outer.TextDecoder().decode(new outer.Uint8Array([104, 105]))', c5));
console.log(vm.runInContext('"structuredClone" in outer && "BroadcastChannel" in outer', c5));

// many contexts, each reached from outside
let n = 0;
for (let i = 0; i < 5; i++) {
  const g = vm.runInContext('globalThis', vm.createContext({ i }));
  if (typeof g.Intl.DateTimeFormat === 'function' && vm.runInContext('i', vm.createContext({ i })) === i) n++;
}
console.log(n);
// expect: object object object function
// expect: function function
// expect: false false false
// expect: 1,234,567.5
// expect: 2025-02-28
// expect: true true false
// expect: object true false true
// expect: [ true, true, true, true, true ]
// expect: replaced
// expect: true undefined
// expect: 42 false
// expect: function false
// expect: function function function
// expect: hi
// expect: true
// expect: 5
