// A cycle: main -> a -> b -> a. Evaluation is post-order; b sees a's hoisted
// function before a has run, and a's let bindings are in TDZ for b's body.
import { fromA, callB } from './a.mjs';
import { fromB } from './b.mjs';
console.log('main evaluated', fromA, fromB);
console.log(callB());
// expect: b evaluated, calls hoisted from a
// expect: ReferenceError: Cannot access 'fromA' before initialization
// expect: a evaluated, sees B
// expect: main evaluated A B
// expect: b reads A
