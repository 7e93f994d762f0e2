// Iterator.prototype.join (a stage 3 proposal; node 26 lacks it, so this
// test is tarn-only). The expected lines were derived from the proposal's
// spec text by hand: Array.prototype.join over the yielded values, the
// separator coerced once before `next` is read, nullish values as "",
// coercion errors closing the receiver and its own errors not.
// tarn-only
const t = (f) => { try { console.log(f()); } catch (e) { console.log(e.constructor.name + ': ' + e.message); } };
t(() => JSON.stringify([1, 2, 3].values().join()));
// expect: "1,2,3"
t(() => JSON.stringify([].values().join()));
// expect: ""
t(() => JSON.stringify(['a', null, 'b', undefined].values().join('-')));
// expect: "a--b-"
t(() => JSON.stringify(['x', 'y'].values().join('')));
// expect: "xy"
t(() => JSON.stringify([1, 2].values().join(null)));
// expect: "1null2"
t(() => JSON.stringify([{ toString() { return 'o'; } }, true, 1n].values().join(' & ')));
// expect: "o & true & 1"
function* g() { yield 'a'; yield 'b'; yield 'c'; }
t(() => g().map(s => s.toUpperCase()).join('/'));
// expect: A/B/C
const log = [];
const it = {
  get next() { log.push('get next'); let n = 0; return () => (++n < 3 ? { done: false, value: n } : { done: true }); },
  return() { log.push('return'); return {}; },
};
t(() => Iterator.prototype.join.call(it, { toString() { log.push('toString'); return '+'; } }));
// expect: 1+2
console.log(log.join());
// expect: toString,get next
log.length = 0;
t(() => Iterator.prototype.join.call(it, { toString() { throw new Error('bad separator'); } }));
// expect: Error: bad separator
console.log(log.join());
// expect: return
log.length = 0;
t(() => Iterator.prototype.join.call({ next() { return { done: false, value: Symbol('s') }; }, return() { log.push('return'); return {}; } }));
// expect: TypeError: Cannot convert a Symbol value to a string
console.log(log.join());
// expect: return
log.length = 0;
t(() => Iterator.prototype.join.call({ next() { throw new RangeError('from next'); }, return() { log.push('return'); return {}; } }));
// expect: RangeError: from next
console.log(log.length);
// expect: 0
t(() => Iterator.prototype.join.call(null));
// expect: TypeError: Iterator.prototype.join called on non-object
console.log(Iterator.prototype.join.length, Iterator.prototype.join.name);
// expect: 1 join
