// Iterator.zip and Iterator.zipKeyed (joint iteration, ES2026+; node 26
// lacks them, so this test is tarn-only). The expected lines were derived
// from the proposal's spec text by hand: the three modes, padding from an
// iterable (by position, undefined past its end) or an object, zipKeyed's null-prototype results in key order,
// which iterators are closed in which order, and the option checks. The
// messages are tarn's own.
// tarn-only
const t = (f) => { try { console.log(f()); } catch (e) { console.log(e.constructor.name + ': ' + e.message); } };
const j = (it) => JSON.stringify([...it]);
console.log(j(Iterator.zip([[1, 2, 3], 'ab'.split(''), new Set([true, false])])));
// expect: [[1,"a",true],[2,"b",false]]
console.log(j(Iterator.zip([[1, 2, 3], ['a']], { mode: 'longest' })));
// expect: [[1,"a"],[2,null],[3,null]]
console.log(j(Iterator.zip([[1, 2, 3], ['a'], []], { mode: 'longest', padding: ['x', 'y'] })));
// expect: [[1,"a",null],[2,"y",null],[3,"y",null]]
console.log(j(Iterator.zip([[1, 2], ['a', 'b']], { mode: 'strict' })));
// expect: [[1,"a"],[2,"b"]]
console.log(j(Iterator.zip([])), j(Iterator.zip([], { mode: 'longest' })));
// expect: [] []
const keyed = [...Iterator.zipKeyed({ b: [1, 2], a: 'xy'.split(''), skip: undefined })];
console.log(keyed.length, Object.getPrototypeOf(keyed[0]), Object.keys(keyed[0]).join(), keyed[1].b, keyed[1].a);
// expect: 2 null b,a 2 y
const s = Symbol('s');
console.log(j(Iterator.zipKeyed({ n: [1, 2, 3], [s]: [4] }, { mode: 'longest', padding: { [s]: 0 } }).map((o) => [o.n, o[s]])));
// expect: [[1,4],[2,0],[3,0]]
const z = Iterator.zip([[1], [2]]);
console.log(String(z), Object.getPrototypeOf(z) === Object.getPrototypeOf([].values().map((x) => x)));
// expect: [object Iterator Helper] true
const a = Iterator.zip([[0, 1], [0, 1]]);
const r0 = a.next().value, r1 = a.next().value;
console.log(r0 !== r1, Array.isArray(r0));
// expect: true true

// closing: last first, and not the iterator that ended (in "strict" mode
// an iterator found not done is still open, so it is closed too)
function logged(name, n, log) {
  let i = 0;
  return {
    __proto__: Iterator.prototype,
    next() { log.push(name + '.next'); return i < n ? { done: false, value: name + i++ } : { done: true, value: undefined }; },
    return() { log.push(name + '.return'); return {}; },
  };
}
let log = [];
console.log(j(Iterator.zip([logged('a', 2, log), logged('b', 1, log), logged('c', 5, log)])));
// expect: [["a0","b0","c0"]]
console.log(log.join());
// expect: a.next,b.next,c.next,a.next,b.next,c.return,a.return
log = [];
const open = Iterator.zip([logged('a', 2, log), logged('b', 2, log)]);
open.next();
open.return();
console.log(log.join());
// expect: a.next,b.next,b.return,a.return
log = [];
Iterator.zip([logged('a', 2, log), logged('b', 2, log)]).return();
console.log(log.join());
// expect: b.return,a.return
log = [];
t(() => j(Iterator.zip([logged('a', 1, log), logged('b', 2, log), logged('c', 3, log)], { mode: 'strict' })));
// expect: TypeError: Iterator.zip: the iterables have different lengths in 'strict' mode
console.log(log.join());
// expect: a.next,b.next,c.next,a.next,b.next,c.return,b.return
log = [];
t(() => j(Iterator.zip([logged('a', 2, log), logged('b', 1, log), logged('c', 2, log)], { mode: 'strict' })));
// expect: TypeError: Iterator.zip: the iterables have different lengths in 'strict' mode
console.log(log.join());
// expect: a.next,b.next,c.next,a.next,b.next,c.return,a.return
log = [];
const bad = { __proto__: Iterator.prototype, next() { throw new RangeError('broken'); }, return() { log.push('bad.return'); return {}; } };
t(() => j(Iterator.zip([logged('a', 2, log), bad, logged('c', 2, log)])));
// expect: RangeError: broken
console.log(log.join());
// expect: a.next,c.return,a.return

// argument checks
t(() => Iterator.zip(1));
// expect: TypeError: Iterator.zip: iterables 1 is not an object
t(() => Iterator.zip([], 'longest'));
// expect: TypeError: Iterator.zip: options longest is not an object
t(() => Iterator.zip([], { mode: 'long' }));
// expect: TypeError: Iterator.zip: mode long is not 'shortest', 'longest' or 'strict'
t(() => Iterator.zipKeyed({}, { mode: 'longest', padding: 5 }));
// expect: TypeError: Iterator.zipKeyed: padding 5 is not an object
t(() => Iterator.zip(['ab']));
// expect: TypeError: Iterator.zip called on non-object
log = [];
t(() => Iterator.zip([logged('a', 1, log), 5]));
// expect: TypeError: Iterator.zip called on non-object
console.log(log.join());
// expect: a.return
console.log(Iterator.zip.length, Iterator.zipKeyed.length, Iterator.zip.name, Iterator.zipKeyed.name);
// expect: 1 1 zip zipKeyed
