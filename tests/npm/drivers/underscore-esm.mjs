// "exports" import condition: the ES module build, named and default imports.
import _, { map, reduce, VERSION } from 'underscore';
console.log(VERSION, map([1, 2], (x) => x + 1), reduce([1, 2, 3], (a, b) => a + b, 0));
console.log(_.shuffle === undefined, typeof _.debounce, Object.keys(_).length > 100);
