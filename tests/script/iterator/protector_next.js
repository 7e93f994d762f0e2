// A patched %ArrayIteratorPrototype%.next / %StringIteratorPrototype%.next is
// what every consumer of the built-in iterators calls: for-of, spread,
// destructuring, the collection constructors, Array.from, typed arrays.
const AIP = Object.getPrototypeOf([].values());
const SIP = Object.getPrototypeOf(''[Symbol.iterator]());
const anext = AIP.next, snext = SIP.next;
function run(tag) {
  const out = [];
  for (const x of [1, 2]) out.push(x);
  console.log(tag, 'for-of', out);
  const sout = [];
  for (const c of 'ab') sout.push(c);
  console.log(tag, 'for-of string', sout);
  console.log(tag, 'spread', [...[1, 2]], [...'ab'], [0, ...[3, 4], 5]);
  console.log(tag, 'args', Math.max(...[1, 2]), String.fromCharCode(...[65, 66]));
  const [a, b] = [5, 6];
  const [c, ...rest] = [7, 8, 9];
  const [s1, s2] = 'xy';
  console.log(tag, 'destructure', a, b, c, rest, s1, s2);
  let p, q;
  [p, q] = [1, 2];
  console.log(tag, 'assign', p, q);
  (function ([m, n]) { console.log(tag, 'params', m, n); })([3, 4]);
  console.log(tag, 'Set', [...new Set([3, 4]).keys()]);
  const ws = new WeakSet([AIP]);
  console.log(tag, 'WeakSet', ws.has(AIP));
  try {
    const m = new Map([[1, 2]]);
    console.log(tag, 'Map', [...m.entries()].length);
  } catch (e) { console.log(tag, 'Map', e.constructor.name); }
  try {
    new WeakMap([[AIP, 1]]);
    console.log(tag, 'WeakMap ok');
  } catch (e) { console.log(tag, 'WeakMap', e.constructor.name); }
  console.log(tag, 'Array.from', Array.from([7, 8]), Array.from([7, 8], (v) => v + 1), Array.from('ab'));
  console.log(tag, 'typed', new Float64Array([1, 2]), new Int8Array(new Int8Array([3, 4])));
  console.log(tag, 'typed from', Uint8Array.from([1, 2]), Uint8Array.from(new Uint8Array([5])));
  function* g() { yield* [1, 2]; yield* 'c'; }
  console.log(tag, 'yield*', [...g()]);
  return Promise.all([1, 2]).then((v) => console.log(tag, 'Promise.all', v));
}
run('original').then(() => {
  AIP.next = function () {
    const r = anext.call(this);
    if (!r.done) r.value = typeof r.value === 'number' ? r.value * 10 : r.value;
    return r;
  };
  SIP.next = function () {
    const r = snext.call(this);
    if (!r.done) r.value = r.value.toUpperCase();
    return r;
  };
  return run('patched');
}).then(() => {
  AIP.next = anext;
  SIP.next = snext;
  return run('restored');
}).then(() => {
  // an accessor next: read once per iteration, by GetIterator
  let reads = 0;
  Object.defineProperty(AIP, 'next', { configurable: true, get() { reads++; return anext; } });
  const r = [];
  for (const x of [1, 2, 3]) r.push(x);
  console.log('accessor', r, reads, [...[1, 2]], reads);
  Object.defineProperty(AIP, 'next', { configurable: true, writable: true, value: anext });
  // deleted: next comes from the chain, here from %IteratorPrototype%
  delete AIP.next;
  Iterator.prototype.next = function () { return { done: true }; };
  console.log('deleted', [...[1, 2]], Array.from([1, 2]));
  delete Iterator.prototype.next;
  try { for (const x of [1]) console.log('never', x); } catch (e) { console.log('no next', e.constructor.name); }
  AIP.next = anext;
  console.log('back', [...[1, 2]]);
  // a new prototype for the iterator prototype, with its own next
  Object.setPrototypeOf(AIP, { next() { return { done: true }; } });
  console.log('setPrototypeOf keeps own next', [...[1, 2]]);
  delete AIP.next;
  console.log('setPrototypeOf and no own next', [...[1, 2]]);
  AIP.next = anext;
  Object.setPrototypeOf(AIP, Iterator.prototype);
  console.log('back again', [...[1, 2]]);
});
// expect: original for-of [ 1, 2 ]
// expect: original for-of string [ 'a', 'b' ]
// expect: original spread [ 1, 2 ] [ 'a', 'b' ] [ 0, 3, 4, 5 ]
// expect: original args 2 AB
// expect: original destructure 5 6 7 [ 8, 9 ] x y
// expect: original assign 1 2
// expect: original params 3 4
// expect: original Set [ 3, 4 ]
// expect: original WeakSet true
// expect: original Map 1
// expect: original WeakMap ok
// expect: original Array.from [ 7, 8 ] [ 8, 9 ] [ 'a', 'b' ]
// expect: original typed Float64Array(2) [ 1, 2 ] Int8Array(2) [ 3, 4 ]
// expect: original typed from Uint8Array(2) [ 1, 2 ] Uint8Array(1) [ 5 ]
// expect: original yield* [ 1, 2, 'c' ]
// expect: original Promise.all [ 1, 2 ]
// expect: patched for-of [ 10, 20 ]
// expect: patched for-of string [ 'A', 'B' ]
// expect: patched spread [ 10, 20 ] [ 'A', 'B' ] [ 0, 30, 40, 5 ]
// expect: patched args 20 ʊʔ
// expect: patched destructure 50 60 70 [ 80, 90 ] X Y
// expect: patched assign 10 20
// expect: patched params 30 40
// expect: patched Set [ 30, 40 ]
// expect: patched WeakSet true
// expect: patched Map 1
// expect: patched WeakMap ok
// expect: patched Array.from [ 70, 80 ] [ 71, 81 ] [ 'A', 'B' ]
// expect: patched typed Float64Array(2) [ 10, 20 ] Int8Array(2) [ 30, 40 ]
// expect: patched typed from Uint8Array(2) [ 10, 20 ] Uint8Array(1) [ 244 ]
// expect: patched yield* [ 10, 20, 'C' ]
// expect: patched Promise.all [ 10, 20 ]
// expect: restored for-of [ 1, 2 ]
// expect: restored for-of string [ 'a', 'b' ]
// expect: restored spread [ 1, 2 ] [ 'a', 'b' ] [ 0, 3, 4, 5 ]
// expect: restored args 2 AB
// expect: restored destructure 5 6 7 [ 8, 9 ] x y
// expect: restored assign 1 2
// expect: restored params 3 4
// expect: restored Set [ 3, 4 ]
// expect: restored WeakSet true
// expect: restored Map 1
// expect: restored WeakMap ok
// expect: restored Array.from [ 7, 8 ] [ 8, 9 ] [ 'a', 'b' ]
// expect: restored typed Float64Array(2) [ 1, 2 ] Int8Array(2) [ 3, 4 ]
// expect: restored typed from Uint8Array(2) [ 1, 2 ] Uint8Array(1) [ 5 ]
// expect: restored yield* [ 1, 2, 'c' ]
// expect: restored Promise.all [ 1, 2 ]
// expect: accessor [ 1, 2, 3 ] 1 [ 1, 2 ] 2
// expect: deleted [] []
// expect: no next TypeError
// expect: back [ 1, 2 ]
// expect: setPrototypeOf keeps own next [ 1, 2 ]
// expect: setPrototypeOf and no own next []
// expect: back again [ 1, 2 ]
