// Iterator.prototype.includes (ES2026+; node 26 lacks it, so this test is
// tarn-only). The expected lines were derived from the proposal's spec text
// by hand: SameValueZero, skippedElements without coercion, closing on a
// match and on a bad argument, not closing on exhaustion. The messages are
// tarn's own (V8 has none to copy).
// tarn-only
const t = (f) => { try { console.log(f()); } catch (e) { console.log(e.constructor.name + ': ' + e.message); } };
function counted(values) {
  const log = [];
  let i = 0;
  const it = {
    __proto__: Iterator.prototype,
    next() { log.push('next'); return i < values.length ? { done: false, value: values[i++] } : { done: true, value: undefined }; },
    return() { log.push('return'); return {}; },
  };
  return { it, log };
}
t(() => [1, 2, 3].values().includes(2));
// expect: true
t(() => [1, 2, 3].values().includes(4));
// expect: false
t(() => [NaN].values().includes(NaN));
// expect: true
t(() => [-0].values().includes(0));
// expect: true
t(() => ['1'].values().includes(1));
// expect: false
t(() => [1, 2, 3].values().includes(1, 1));
// expect: false
t(() => [1, 2, 3, 1].values().includes(1, 1));
// expect: true
t(() => [1, 2, 3].values().includes(3, 2));
// expect: true
t(() => [1, 2, 3].values().includes(1, Infinity));
// expect: false
t(() => [1].values().includes(1, -0));
// expect: true
let c = counted([5, 6, 7]);
console.log(c.it.includes(6), c.log.join());
// expect: true next,next,return
c = counted([5, 6, 7]);
console.log(c.it.includes(8), c.log.join());
// expect: false next,next,next,next
c = counted([5]);
t(() => c.it.includes(5, 1.5));
// expect: TypeError: Iterator.prototype.includes: skippedElements 1.5 is not an integral Number
console.log(c.log.join());
// expect: return
t(() => [].values().includes(1, '1'));
// expect: TypeError: Iterator.prototype.includes: skippedElements 1 is not an integral Number
t(() => [].values().includes(1, NaN));
// expect: TypeError: Iterator.prototype.includes: skippedElements NaN is not an integral Number
t(() => [].values().includes(1, -1));
// expect: RangeError: Iterator.prototype.includes: skippedElements -1 is out of range
t(() => [].values().includes(1, -Infinity));
// expect: RangeError: Iterator.prototype.includes: skippedElements -Infinity is out of range
t(() => [].values().includes(1, 2 ** 53));
// expect: RangeError: Iterator.prototype.includes: skippedElements 9007199254740992 is out of range
t(() => Iterator.prototype.includes.call(1, 1));
// expect: TypeError: Iterator.prototype.includes called on non-object
function* g() { yield 'a'; yield 'b'; }
const gi = g();
console.log(gi.includes('a'), [...gi]);
// expect: true []
console.log(Iterator.prototype.includes.length, Iterator.prototype.includes.name);
// expect: 1 includes
