// A destructuring assignment evaluates a property target's reference (object,
// then key expression) before the value it receives: before the iterator step
// or the property read; the key's ToPropertyKey waits for the store. A throw
// from a target's reference closes the iterator without stepping it.
var log = [];
function src() { log.push('source'); return { get p() { log.push('get'); return 1; } }; }
function tgt() { log.push('target'); return { set q(v) { log.push('set ' + v); } }; }
function key(k) { log.push('key ' + k); return { toString() { log.push('tostring ' + k); return k; } }; }
({ [key('p')]: tgt()[key('q')] } = src());
console.log(log.join(', ')); log = [];
function it(n) { log.push('iter'); let i = 0; return { [Symbol.iterator]() { return { next() { log.push('step'); return { done: i >= n, value: i++ }; }, return() { log.push('return'); return {}; } }; } }; }
[tgt()[key('q')], tgt().q = 9, ...tgt()[key('q')]] = it(2);
console.log(log.join(', ')); log = [];
try { [{}[(() => { throw new Error('boom'); })()]] = it(1); } catch (e) { console.log(e.message); }
console.log(log.join(', ')); log = [];
({ a: tgt().q, ...tgt()[key('r')] } = { a: 1, b: 2 });
console.log(log.join(', ')); log = [];
class P { #x; m(o) { [this.#x = 5] = o; ({ y: this.#x } = { y: this.#x + 1 }); return this.#x; } }
console.log(new P().m([]), new P().m([2]));
var o = {}; [o.a, o['b'], o[1 + 1] = 'd'] = ['x', 'y']; console.log(o);
var calls = [];
var iterable = { [Symbol.iterator]() { return { next() { calls.push('next'); return { done: true }; }, return() { calls.push('return'); return null; } }; } };
try { [{}[(() => { throw new TypeError('target'); })()]] = iterable; } catch (e) { console.log(e.name, e.message, calls); }
calls = [];
try { [...{}[(() => { throw new RangeError('rest'); })()]] = iterable; } catch (e) { console.log(e.name, e.message, calls); }
// expect: source, key p, tostring p, target, key q, get, tostring q, set 1
// expect: iter, target, key q, step, tostring q, set 0, target, step, set 1, target, key q, step, tostring q, set 
// expect: boom
// expect: iter, return
// expect: target, set 1, target, key r, tostring r
// expect: 6 3
// expect: { '2': 'd', a: 'x', b: 'y' }
// expect: TypeError target [ 'return' ]
// expect: RangeError rest [ 'return' ]
