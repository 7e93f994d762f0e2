// Export and import forms: destructuring exports, var hoisting, export { x as default },
// conflicting star exports (left out of the namespace), namespace in TDZ.
import * as lib from './lib.mjs';
import theDefault, { p, q, rest, hoistedVar, Klass, g as generatorless } from './lib.mjs';
import * as conflict from './conflict.mjs';
console.log(p, q, rest, hoistedVar, new Klass().v, generatorless());
console.log(theDefault);
console.log(Object.keys(conflict));
console.log(conflict.shared, conflict.onlyA, conflict.onlyB);
console.log(lib.early);
// expect: [Module: null prototype] {
// expect:   Klass: <uninitialized>,
// expect:   default: <uninitialized>,
// expect:   early: <uninitialized>,
// expect:   g: [Function: g],
// expect:   hoistedVar: undefined,
// expect:   p: <uninitialized>,
// expect:   q: <uninitialized>,
// expect:   rest: <uninitialized>
// expect: }
// expect: 1 2 { r: 3, s: 4 } var k g
// expect: local default
// expect: [ 'onlyA', 'onlyB' ]
// expect: undefined A B
// expect: early
