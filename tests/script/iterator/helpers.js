// Iterator helpers: the lazy methods, their laziness and closing, and the eager ones.
function* nat() { let i = 0; while (true) yield i++; }
console.log(nat().map(x => x * 2).filter(x => x % 3 === 0).drop(1).take(4).toArray());
console.log([1, 2, 3].values().flatMap(x => [x, x * 10]).toArray());
console.log([1, 2, 3].values().reduce((a, b) => a + b), [1, 2].values().reduce((a, b) => a + b, 10));
console.log([1, 2, 3].values().some(x => x > 2), [1, 2, 3].values().every(x => x > 2), [5, 6].values().find(x => x > 5));
const seen = [];
[7, 8].values().forEach((v, i) => seen.push(v + ':' + i));
console.log(seen.join(' '));

// counters passed to callbacks
console.log([10, 20, 30].values().map((v, i) => i).toArray(), [10, 20, 30].values().filter((v, i) => i !== 1).toArray());

// laziness: nothing is pulled before next()
const log = [];
const src = { i: 0, next() { log.push('next'); return { done: this.i >= 3, value: this.i++ }; }, return() { log.push('return'); return {}; }, __proto__: Iterator.prototype };
const m = src.map(x => { log.push('map ' + x); return x; });
console.log(log.length);
console.log(m.next(), log.join(','));
console.log(m.return(), log.join(','));
console.log(m.next());

// take closes the underlying iterator when the limit is reached
log.length = 0;
const src2 = { i: 0, next() { return { done: false, value: this.i++ }; }, return() { log.push('closed'); return {}; }, __proto__: Iterator.prototype };
console.log(src2.take(2).toArray(), log);

// a callback that throws closes the underlying iterator
log.length = 0;
try { src2.map(() => { throw new Error('boom'); }).next(); } catch (e) { console.log(e.message, log); }

// find/some close on success
log.length = 0;
console.log(src2.find(x => x > 5), log);

// generator-like state checks
let h;
h = Iterator.from({ next() { return h.next(); } }).map(x => x);
try { h.next(); } catch (e) { console.log(e.constructor.name + ': ' + e.message); }
console.log(h.next());

// inspect and descriptors
const helper = [1].values().map(x => x);
console.log(helper, Object.prototype.toString.call(helper), String(helper));
console.log(Object.getOwnPropertyNames(Object.getPrototypeOf(helper)));
// tarn has methods node 26 lacks (tested by the tarn-only tests beside this
// one); they are left out here
const beyondNode = ['includes', 'join', 'chunks', 'windows', 'zip', 'zipKeyed'];
console.log(Object.getOwnPropertyNames(Iterator.prototype).filter((k) => !beyondNode.includes(k)));
console.log(Object.getOwnPropertyNames(Iterator).filter((k) => !beyondNode.includes(k)), Iterator.length, Iterator.name);
console.log(Object.getOwnPropertyDescriptor(Iterator.prototype, 'constructor'));
console.log(Iterator.prototype.constructor === Iterator, Iterator.prototype[Symbol.toStringTag]);
console.log(Iterator.prototype, { it: Iterator.prototype, h: helper });
console.log(Iterator.prototype.take.length, Iterator.prototype.reduce.name, Iterator.from.length, Iterator.concat.length);
// expect: [ 6, 12, 18, 24 ]
// expect: [ 1, 10, 2, 20, 3, 30 ]
// expect: 6 13
// expect: true false 6
// expect: 7:0 8:1
// expect: [ 0, 1, 2 ] [ 10, 30 ]
// expect: 0
// expect: { value: 0, done: false } next,map 0
// expect: { value: undefined, done: true } next,map 0,return
// expect: { value: undefined, done: true }
// expect: [ 0, 1 ] [ 'closed' ]
// expect: boom [ 'closed' ]
// expect: 6 [ 'closed' ]
// expect: TypeError: Generator is already running
// expect: { value: undefined, done: true }
// expect: Object [Iterator Helper] {} [object Iterator Helper] [object Iterator Helper]
// expect: [ 'next', 'return' ]
// expect: [
// expect:   'constructor', 'reduce',
// expect:   'toArray',     'forEach',
// expect:   'some',        'every',
// expect:   'find',        'map',
// expect:   'filter',      'take',
// expect:   'drop',        'flatMap'
// expect: ]
// expect: [ 'length', 'name', 'prototype', 'from', 'concat' ] 0 Iterator
// expect: {
// expect:   get: [Function: get constructor],
// expect:   set: [Function: set constructor],
// expect:   enumerable: false,
// expect:   configurable: true
// expect: }
// expect: true Iterator
// expect: Object [Iterator] {} { it: Object [Iterator] {}, h: Object [Iterator Helper] {} }
// expect: 1 reduce 1 0
