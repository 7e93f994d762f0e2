// core-js: its feature tests of the built-ins it polyfills. core-js/actual
// replaces a native function only when the engine fails its test of that
// function, so the list of natives it replaced is the engine's conformance
// as core-js sees it (node 26 fails a few of them too). What it adds is left
// out: tarn has proposals node 26 lacks (README: Iterator chunks/windows/zip,
// Math.sumPrecise, Promise.allKeyed), which core-js then need not add.
// Then polyfilled and native behaviour is used.
const roots = { Object, Array, 'Array.prototype': Array.prototype, String, 'String.prototype': String.prototype,
  Number, 'Number.prototype': Number.prototype, Math, JSON, Reflect, Promise, 'Promise.prototype': Promise.prototype,
  Map, 'Map.prototype': Map.prototype, Set, 'Set.prototype': Set.prototype, WeakMap, 'WeakMap.prototype': WeakMap.prototype,
  Symbol, 'Symbol.prototype': Symbol.prototype, RegExp, 'RegExp.prototype': RegExp.prototype, Date, 'Date.prototype': Date.prototype,
  Error, 'Error.prototype': Error.prototype, Function, 'Function.prototype': Function.prototype, ArrayBuffer, 'ArrayBuffer.prototype': ArrayBuffer.prototype,
  DataView, 'DataView.prototype': DataView.prototype, Uint8Array, 'Uint8Array.prototype': Uint8Array.prototype,
  TypedArray: Object.getPrototypeOf(Uint8Array), 'TypedArray.prototype': Object.getPrototypeOf(Uint8Array.prototype),
  Iterator, 'Iterator.prototype': Iterator.prototype, URL, 'URL.prototype': URL.prototype, URLSearchParams,
  'URLSearchParams.prototype': URLSearchParams.prototype, AbortSignal, AggregateError, globalThis };
const snap = () => {
  const m = new Map();
  for (const [name, o] of Object.entries(roots)) {
    for (const k of Reflect.ownKeys(o)) {
      const d = Object.getOwnPropertyDescriptor(o, k);
      m.set(`${name}.${String(k)}`, d.value ?? d.get);
    }
  }
  return m;
};
const before = snap();
require('core-js/actual');
const after = snap();
const replaced = [];
for (const [k, v] of after) if (before.has(k) && before.get(k) !== v) replaced.push(k);
console.log('replaced', replaced.sort());
console.log([1, [2, [3, [4]]]].flat(Infinity), Object.groupBy([1, 2, 3, 4], (x) => (x % 2 ? 'odd' : 'even')), [3, 1, 2].toSorted(), 'abc'.at(-1));
console.log(new Set([1, 2, 3]).union(new Set([3, 4])), new Set([1, 2]).symmetricDifference(new Set([2, 3])), Iterator.from([1, 2, 3]).map((x) => x * 2).toArray());
console.log(Math.sumPrecise([1e20, 0.1, -1e20]), Array.from({ length: 3 }, (_, i) => i), structuredClone(new Map([[1, { a: 2 }]])), Promise.try(() => 1) instanceof Promise);
console.log(Iterator.from([1, 2, 3, 4]).drop(1).take(2).toArray(), [1, 2, 3].toSpliced(1, 1), new Uint8Array([1, 2, 3]).toReversed(), Array.prototype.group === undefined);
console.log(Function.prototype.toString.call(function f(a) { return a; }), Number.NaN, Number.isNaN(NaN));
