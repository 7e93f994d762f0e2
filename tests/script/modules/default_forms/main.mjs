// Every export default form, and default names.
import f from './fn.mjs';
import anon from './anon_fn.mjs';
import C from './cls.mjs';
import AC from './anon_cls.mjs';
import arrow from './arrow.mjs';
import val, { later } from './expr.mjs';
import anonGen from './anon_gen.mjs';
import gen, { local } from './gen.mjs';
console.log(f.name, f(), anon.name, anon());
console.log(C.name, new C().hi(), AC.name, typeof AC);
console.log(arrow.name, arrow());
console.log(val, later());
// a generator's name is optional too, and the statement after it is one
console.log(anonGen.name, [...anonGen()].join(), globalThis.afterAnonGen, gen.name, [...gen()].join(), local);
// expect: named 1 default 2
// expect: Klass hi default function
// expect: default 3
// expect: 20 99
// expect: default 1,2 1 gen gen function
