// Named, default and namespace imports; live bindings; module code is strict.
import { count, inc as increment, reset, obj } from './counter.mjs';
import counterDefault, { count as c2 } from './counter.mjs';
import * as ns from './counter.mjs';
import './side_effect.mjs';
import './side_effect.mjs';

console.log(count, c2, counterDefault.name);
increment();
increment();
console.log(count, c2, ns.count);
reset();
console.log(count, ns.count);
obj.x = 42;
console.log(ns.obj.x);
console.log(ns);
console.log(Object.keys(ns), typeof ns, Object.getPrototypeOf(ns));
console.log(Object.prototype.toString.call(ns), ns[Symbol.toStringTag]);
console.log(this);
console.log(typeof import.meta.url, import.meta.url.startsWith('file:///'), import.meta.url.endsWith('/basic/main.mjs'));
try {
    undeclared = 1;
} catch (e) {
    console.log(e.constructor.name, e.message);
}
try {
    count = 5;
} catch (e) {
    console.log(e.constructor.name, e.message);
}
console.log(Object.isExtensible(ns), 'count' in ns, 'nope' in ns);
// expect: side effect runs once
// expect: 0 0 counter
// expect: 2 2 2
// expect: 0 0
// expect: 42
// expect: [Module: null prototype] {
// expect:   count: 0,
// expect:   default: [Function: counter],
// expect:   inc: [Function: inc],
// expect:   obj: { x: 42 },
// expect:   reset: [Function: reset]
// expect: }
// expect: [ 'count', 'default', 'inc', 'obj', 'reset' ] object null
// expect: [object Module] Module
// expect: undefined
// expect: string true true
// expect: ReferenceError undeclared is not defined
// expect: TypeError Assignment to constant variable.
// expect: false true false
