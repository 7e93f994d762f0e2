// Iterator.prototype.chunks and .windows (ES2026+; node 26 lacks them, so
// this test is tarn-only). The expected lines were derived from the
// proposal's spec text by hand: fresh arrays per step, the last partial
// chunk, windows' "only-full" / "allow-partial", sizes without coercion in
// [1, 2^32 - 1], and which steps close the underlying iterator. The
// messages are tarn's own.
// tarn-only
const t = (f) => { try { console.log(f()); } catch (e) { console.log(e.constructor.name + ': ' + e.message); } };
function* g(n) { for (let i = 0; i < n; i++) yield i; }
console.log(JSON.stringify([...g(7).chunks(3)]));
// expect: [[0,1,2],[3,4,5],[6]]
console.log(JSON.stringify([...g(6).chunks(3)]));
// expect: [[0,1,2],[3,4,5]]
console.log(JSON.stringify([...g(2).chunks(5)]));
// expect: [[0,1]]
console.log(JSON.stringify([...g(0).chunks(1)]));
// expect: []
console.log(JSON.stringify([...g(5).windows(3)]));
// expect: [[0,1,2],[1,2,3],[2,3,4]]
console.log(JSON.stringify([...g(2).windows(3)]));
// expect: []
console.log(JSON.stringify([...g(2).windows(3, 'allow-partial')]));
// expect: [[0,1]]
console.log(JSON.stringify([...g(4).windows(3, 'allow-partial')]));
// expect: [[0,1,2],[1,2,3]]
console.log(JSON.stringify([...g(3).windows(1, 'only-full')]));
// expect: [[0],[1],[2]]
const w = g(4).windows(2);
const a = w.next().value;
a.push('mutated');
console.log(JSON.stringify(a), JSON.stringify(w.next().value), JSON.stringify(w.next()), JSON.stringify(w.next()));
// expect: [0,1,"mutated"] [1,2] {"value":[2,3],"done":false} {"done":true}
const helper = g(3).chunks(2);
console.log(Object.getPrototypeOf(helper) === Object.getPrototypeOf(g(1).map((x) => x)), String(helper));
// expect: true [object Iterator Helper]
function logged(n) {
  const log = [];
  let i = 0;
  const it = {
    __proto__: Iterator.prototype,
    next() { log.push('next'); return i < n ? { done: false, value: i++ } : { done: true, value: undefined }; },
    return() { log.push('return'); return {}; },
  };
  return { it, log };
}
let l = logged(5);
let c = l.it.chunks(2);
c.next();
c.return();
console.log(l.log.join());
// expect: next,next,return
l = logged(1);
c = l.it.chunks(2);
console.log(JSON.stringify(c.next()), JSON.stringify(c.return()), l.log.join());
// expect: {"value":[0],"done":false} {"done":true} next,next
l = logged(1);
c = l.it.windows(4);
console.log(JSON.stringify(c.return()), l.log.join());
// expect: {"done":true} return
for (const bad of [undefined, '2', 1.5, NaN, Infinity]) {
  l = logged(1);
  t(() => l.it.chunks(bad));
  console.log(l.log.join());
}
// expect: TypeError: Iterator.prototype.chunks: chunkSize undefined is not an integral Number
// expect: return
// expect: TypeError: Iterator.prototype.chunks: chunkSize 2 is not an integral Number
// expect: return
// expect: TypeError: Iterator.prototype.chunks: chunkSize 1.5 is not an integral Number
// expect: return
// expect: TypeError: Iterator.prototype.chunks: chunkSize NaN is not an integral Number
// expect: return
// expect: TypeError: Iterator.prototype.chunks: chunkSize Infinity is not an integral Number
// expect: return
t(() => g(1).windows(0));
// expect: RangeError: Iterator.prototype.windows: windowSize 0 is out of range
t(() => g(1).windows(2 ** 32));
// expect: RangeError: Iterator.prototype.windows: windowSize 4294967296 is out of range
t(() => g(1).windows(2, 'partial'));
// expect: TypeError: Iterator.prototype.windows: undersized partial is neither 'only-full' nor 'allow-partial'
t(() => typeof g(1).chunks(2 ** 32 - 1).next);
// expect: function
t(() => Iterator.prototype.windows.call(1, 2));
// expect: TypeError: Iterator.prototype.windows called on non-object
console.log(Iterator.prototype.chunks.length, Iterator.prototype.windows.length);
// expect: 1 1
