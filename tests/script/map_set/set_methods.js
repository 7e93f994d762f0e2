// Set.prototype union/intersection/difference/symmetricDifference/isSubsetOf/isSupersetOf/isDisjointFrom.
const s = new Set([1, 2, 3]);
console.log(s.union(new Set([4, 1])), s.intersection(new Set([3, 2, 9])), s.difference(new Set([1])));
console.log(s.symmetricDifference(new Set([3, 4])), s.union([5].values ? new Set([5]) : null));
console.log(s.isSubsetOf(new Set([1, 2, 3, 4])), s.isSubsetOf(new Set([1])), s.isSupersetOf(new Set([1])));
console.log(s.isSupersetOf(new Set([1, 7])), s.isDisjointFrom(new Set([7])), s.isDisjointFrom(new Set([3])));
const m = new Map([[1, 'a'], [5, 'b']]);
console.log(s.union(m), s.intersection(m), s.difference(m));

// -0 from keys() becomes +0
const z = new Set([-0]).union({ size: 1, has() { return false; }, *keys() { yield -0; } });
console.log(Object.is([...z][0], 0), Object.is([...new Set([1]).union({ size: 1, has() {}, *keys() { yield -0; } })][1], 0));

// the spec's order of calls on a set-like: size, has, keys; then has or keys() by size
const log = [];
const like = (size, items) => ({
  get size() { log.push('size'); return size; },
  get has() { log.push('get has'); return (v) => { log.push('has ' + v); return items.includes(v); }; },
  get keys() { log.push('get keys'); return function* () { for (const v of items) { log.push('yield ' + v); yield v; } }; },
});
console.log(s.intersection(like(10, [2, 3])), log.join(', '));
log.length = 0;
console.log(s.intersection(like(1, [2])), log.join(', '));
log.length = 0;
console.log(s.isSubsetOf(like(2, [1, 2, 3])), log.join(', '));
log.length = 0;
console.log(s.isSupersetOf(like(2, [1, 9, 2])), log.join(', '));

// isSupersetOf / isDisjointFrom close the keys iterator when they stop early
let closed = 0;
const closing = { size: 1, has() { return false; }, keys() { return { next() { return { done: false, value: 99 }; }, return() { closed++; return {}; } }; } };
console.log(new Set([1, 2]).isSupersetOf(closing), closed);

// a has() callback that grows the receiver: the walk sees the new entries
const grow = new Set([1]);
let n = 0;
console.log(grow.intersection({ size: 100, has(v) { if (n++ < 3) grow.add(v + 1); return true; }, keys() {} }));

const t = (f) => { try { console.log(f()); } catch (e) { console.log(e.constructor.name + ': ' + e.message); } };
t(() => s.union(5));
t(() => s.isSubsetOf(null));
t(() => s.union({}));
t(() => s.union({ size: -1.5, has() {}, keys() {} }));
t(() => s.union({ size: 1, has: 5, keys() {} }));
t(() => s.union({ size: 1, has() {}, keys: 5 }));
t(() => s.union({ size: 1, has() {}, keys() { return 5; } }));
t(() => s.union({ size: 1, has() {}, keys() { return { next: 5 }; } }));
t(() => Set.prototype.union.call(new Map(), s));
console.log(Object.getOwnPropertyNames(Set.prototype));
console.log(Set.prototype.symmetricDifference.length, Set.prototype.isDisjointFrom.name);
console.log(Object.getOwnPropertyDescriptor(Set, Symbol.species).get.name, Map[Symbol.species] === Map);
// expect: Set(4) { 1, 2, 3, 4 } Set(2) { 2, 3 } Set(2) { 2, 3 }
// expect: Set(3) { 1, 2, 4 } Set(4) { 1, 2, 3, 5 }
// expect: true false true
// expect: false true false
// expect: Set(4) { 1, 2, 3, 5 } Set(1) { 1 } Set(2) { 2, 3 }
// expect: true true
// expect: Set(2) { 2, 3 } size, get has, get keys, has 1, has 2, has 3
// expect: Set(1) { 2 } size, get has, get keys, yield 2
// expect: false size, get has, get keys
// expect: false size, get has, get keys, yield 1, yield 9
// expect: false 1
// expect: Set(4) { 1, 2, 3, 4 }
// expect: TypeError: Set.prototype.union argument must be an object
// expect: TypeError: Set.prototype.isSubsetOf argument must be an object
// expect: TypeError: The .size property is NaN
// expect: RangeError: '-1' is an invalid size
// expect: TypeError: string "has" is not a function
// expect: TypeError: string "keys" is not a function
// expect: TypeError: Result of the keys method is not an object
// expect: TypeError: string "next" is not a function
// expect: TypeError: Method Set.prototype.union called on incompatible receiver #<Map>
// expect: [
// expect:   'constructor',  'has',
// expect:   'add',          'delete',
// expect:   'difference',   'clear',
// expect:   'entries',      'forEach',
// expect:   'intersection', 'isSubsetOf',
// expect:   'isSupersetOf', 'isDisjointFrom',
// expect:   'size',         'symmetricDifference',
// expect:   'union',        'values',
// expect:   'keys'
// expect: ]
// expect: 1 isDisjointFrom
// expect: get [Symbol.species] true
