// ES module import of a CommonJS-and-ESM package; currying and placeholders.
import * as R from 'ramda';
const people = [{ name: 'ann', age: 31 }, { name: 'bob', age: 25 }, { name: 'cyd', age: 40 }];
console.log(R.pipe(R.filter(R.propSatisfies(R.lt(26), 'age')), R.map(R.prop('name')), R.join('+'))(people));
console.log(R.sortBy(R.prop('age'), people).map(p => p.name), R.groupBy(p => (p.age > 30 ? 'old' : 'young'), people));
console.log(R.subtract(R.__, 3)(10), R.curry((a, b, c) => a + b * c)(1)(2)(3), R.range(0, 5), R.sum([1, 2, 3]));
console.log(R.assocPath(['a', 'b', 'c'], 42, {}), R.mergeDeepRight({ a: { x: 1, y: 2 } }, { a: { y: 3 } }));
console.log(R.lensProp('name') && R.over(R.lensProp('name'), R.toUpper, people[0]), R.evolve({ age: R.inc }, people[1]));
console.log(R.uniq([1, 1, '1', [1], [1]]), R.equals({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] }), R.zipObj(['a', 'b'], [1, 2]));
console.log(R.toString({ a: [1, 'x', null, undefined, new Date(0)] }), R.type(null), R.type(/x/), R.memoizeWith(String, x => x * 2)(4));
console.log(R.transduce(R.compose(R.map(R.inc), R.take(2)), R.flip(R.append), [], [1, 2, 3, 4]));
