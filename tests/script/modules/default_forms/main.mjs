// Every export default form, and default names.
import f from './fn.mjs';
import anon from './anon_fn.mjs';
import C from './cls.mjs';
import AC from './anon_cls.mjs';
import arrow from './arrow.mjs';
import val, { later } from './expr.mjs';
console.log(f.name, f(), anon.name, anon());
console.log(C.name, new C().hi(), AC.name, typeof AC);
console.log(arrow.name, arrow());
console.log(val, later());
// expect: named 1 default 2
// expect: Klass hi default function
// expect: default 3
// expect: 20 99
