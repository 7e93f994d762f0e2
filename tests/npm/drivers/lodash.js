// CommonJS package with a "main" file; a wide spread of utilities.
const _ = require('lodash');
console.log(_.VERSION);
console.log(_.chunk([1, 2, 3, 4, 5], 2));
console.log(_.groupBy(['one', 'two', 'three'], 'length'));
console.log(_.merge({ a: [{ b: 2 }, { d: 4 }] }, { a: [{ c: 3 }, { e: 5 }] }));
console.log(_.debounce, typeof _.throttle);
console.log(_.template('hello <%= user %>!')({ user: 'fred' }));
console.log(_.sortBy([{ u: 'b', a: 2 }, { u: 'a', a: 1 }], ['u']));
console.log(_.isEqual({ x: [1, { y: 2 }] }, { x: [1, { y: 2 }] }), _.cloneDeep(new Map([[1, { z: 1 }]])));
console.log(_.camelCase('Foo Bar_baz'), _.kebabCase('fooBarBaz'), _.padStart('7', 3, '0'));
console.log(_.range(0, 10, 3), _.uniqBy([2.1, 1.2, 2.3], Math.floor), _.zipObject(['a', 'b'], [1, 2]));
console.log(_.get({ a: [{ b: { c: 3 } }] }, 'a[0].b.c'), _.set({}, 'x.y[1]', 5));
console.log(_.memoize((n) => n * 2)(21), _.flattenDeep([1, [2, [3, [4]]]]));
const fp = require('lodash/fp');
console.log(fp.map((x) => x + 1)([1, 2, 3]), require('lodash/add')(2, 3));
