// for await heads: const/let/var, destructuring, member and array targets,
// sync iterables of promises, strings, Maps, generators; closures capture
// a fresh binding per iteration.
async function* pairs() { yield [1, { a: 'x' }]; yield [2, { a: 'y' }]; }
(async () => {
  for await (const [n, { a }] of pairs()) console.log(n, a);
  const o = {};
  for await (o.prop of [Promise.resolve('p1'), 'p2']) console.log('o.prop =', o.prop);
  const arr = [];
  let i = 0;
  for await (arr[i++] of ['a', 'b', 'c']);
  console.log(arr);
  var v;
  for await (v of new Set(['s1', 's2']));
  console.log('last', v);
  for await (const [k, val] of new Map([['k1', 1], ['k2', Promise.resolve(2)]])) console.log(k, val);
  for await (const ch of 'h\u{1F600}') console.log(ch.length);
  const fns = [];
  for await (let x of [1, 2, 3]) fns.push(() => x);
  console.log(fns.map(f => f()));
  for await (const { length, ...rest } of [[7, 8]]) console.log(length, rest);
  for await (const x of (function* () { yield Promise.resolve('from sync gen'); })()) console.log(x);
  for await (async of [1]) console.log('async as a name:', async);
})();
var async;
// expect: 1 x
// expect: 2 y
// expect: o.prop = p1
// expect: o.prop = p2
// expect: [ 'a', 'b', 'c' ]
// expect: last s2
// expect: k1 1
// expect: k2 Promise { 2 }
// expect: 1
// expect: 2
// expect: [ 1, 2, 3 ]
// expect: 2 { '0': 7, '1': 8 }
// expect: from sync gen
// expect: async as a name: 1
