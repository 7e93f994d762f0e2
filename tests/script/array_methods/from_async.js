// Array.fromAsync: async iterables, sync iterables (values awaited), array-likes, mapping, errors.
async function* gen() { yield 1; yield 2; yield 3; }
const log = (tag) => (v) => console.log(tag, v);
const fail = (tag) => (e) => console.log(tag, e.constructor.name + ': ' + e.message);
Array.fromAsync(gen()).then(log('async iterable'));
Array.fromAsync([Promise.resolve('a'), 'b']).then(log('sync iterable'));
Array.fromAsync({ length: 3, 0: 'x', 1: Promise.resolve('y'), 2: 'z' }).then(log('array-like'));
Array.fromAsync(gen(), async (v, i) => v * 10 + i).then(log('mapped'));
Array.fromAsync([1, 2], function (v) { return this.k + v; }, { k: 100 }).then(log('thisArg'));
Array.fromAsync(new Set([4, 5])).then(log('set'));
Array.fromAsync(5).then(log('number'));
Array.fromAsync('hi').then(log('string'));
Array.fromAsync(null).catch(fail('null'));
Array.fromAsync([1], 5).catch(fail('mapfn'));
Array.fromAsync({ [Symbol.asyncIterator]: 5 }).catch(fail('bad async method'));
Array.fromAsync({ [Symbol.iterator]: 5 }).catch(fail('bad method'));
Array.fromAsync({ length: 1, 0: Promise.reject(new Error('rejected element')) }).catch(fail('rejected'));
// a throwing mapfn closes the iterator, and the error wins
let closed = 0;
const it = {
  [Symbol.asyncIterator]() {
    return { next() { return Promise.resolve({ done: false, value: 1 }); }, return() { closed++; return Promise.resolve({ done: true }); } };
  },
};
Array.fromAsync(it, () => { throw new Error('map threw'); }).catch((e) => console.log('closed', closed, e.message));
// a constructor receiver
function C() { this.made = true; }
Array.fromAsync.call(C, [7, 8]).then((a) => console.log('ctor', a instanceof C, a.length, a[0], a.made));
Array.fromAsync.call(function () { return {}; }, { length: 1, 0: 'q' }).then(log('ctor array-like'));
// the synchronous part runs inside the call; the result is always a promise
const p = Array.fromAsync([]);
console.log(p instanceof Promise, Array.fromAsync.length, Array.fromAsync.name);
console.log(Object.getOwnPropertyNames(Array));
// expect: true 1 fromAsync
// expect: [ 'length', 'name', 'prototype', 'isArray', 'from', 'fromAsync', 'of' ]
// expect: number []
// expect: null TypeError: Cannot read properties of null (reading 'Symbol(Symbol.asyncIterator)')
// expect: mapfn TypeError: 5 is not a function
// expect: bad async method TypeError: Array.fromAsync requires that the property of the first argument, items[Symbol.asyncIterator], when exists, be a function
// expect: bad method TypeError: Array.fromAsync requires that the property of the first argument, items[Symbol.iterator], when exists, be a function
// expect: rejected Error: rejected element
// expect: ctor array-like { '0': 'q', length: 1 }
// expect: closed 1 map threw
// expect: array-like [ 'x', 'y', 'z' ]
// expect: sync iterable [ 'a', 'b' ]
// expect: set [ 4, 5 ]
// expect: string [ 'h', 'i' ]
// expect: ctor true 2 7 true
// expect: async iterable [ 1, 2, 3 ]
// expect: thisArg [ 101, 102 ]
// expect: mapped [ 10, 21, 32 ]
