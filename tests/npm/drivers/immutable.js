// Persistent collections: hashing, structural sharing, iteration protocols.
const { Map, List, Set, OrderedMap, Record, Seq, fromJS, is, Range } = require('immutable');
const m1 = Map({ a: 1, b: 2, c: 3 });
const m2 = m1.set('b', 50);
console.log(m1.get('b'), m2.get('b'), m1.equals(m2), m2.toJS(), String(m2));
const l = List([1, 2, 3]).push(4).unshift(0).update(2, x => x * 10);
console.log(l.toArray(), l.size, l.last(), l.filter(x => x % 2 === 0).toJS(), String(l));
const nested = fromJS({ a: { b: [1, 2, { c: 3 }] } });
console.log(nested.getIn(['a', 'b', 2, 'c']), nested.setIn(['a', 'b', 0], 'x').toJS(), nested.hashCode() === fromJS({ a: { b: [1, 2, { c: 3 }] } }).hashCode());
console.log(is(Map({ x: List([1]) }), Map({ x: List([1]) })), Set([1, 2, 2, 3]).union([4]).toJS(), OrderedMap([['z', 1], ['a', 2]]).keySeq().toJS());
const P = Record({ x: 0, y: 0 }, 'Point');
const p = new P({ x: 3 });
console.log(p.x, p.y, p.set('y', 9).toJS(), String(p), p instanceof P);
console.log(Seq([1, 2, 3, 4, 5, 6]).map(x => x * x).filter(x => x % 2).take(2).toJS(), Range(0, 20, 5).toJS());
console.log(Map({ a: 1 }).merge({ b: 2 }).mapKeys(k => k.toUpperCase()).toObject(), [...List(['p', 'q']).entries()]);
console.log(m1.withMutations(m => m.set('d', 4).delete('a')).toJS(), List().get(5, 'default'), Map().hashCode());
