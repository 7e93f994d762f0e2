// A module with many exports: every one resolves to its binding.
import * as ns from './lib.mjs';
import { c0, c29, r0, r9, f0, f9, count } from './lib.mjs';
console.log(c0, c29, r0, r9, f0(), f9(), count()); // expect: 0 29 100 109 200 209 51
let sum = 0;
for (const k of Object.keys(ns)) if (typeof ns[k] === 'number') sum += ns[k];
console.log(sum); // expect: 1480
console.log('l3' in ns, 'r3' in ns, typeof ns.f5); // expect: false true function
