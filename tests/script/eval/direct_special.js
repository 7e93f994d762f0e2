// Direct eval: this, arguments, new.target, super, TDZ, const and mapped arguments.
function args(a) { return [eval("arguments.length"), eval("arguments[0]")]; }
console.log(args('x', 'y'));
function thisv() { return eval("this"); }
console.log(thisv.call(5) instanceof Number, thisv() === globalThis);
function thisStrict() { 'use strict'; return eval("this"); }
console.log(thisStrict.call(5), thisStrict());
const o = { m() { return eval("this === o"); }, a() { return (() => eval("this === o"))(); } };
console.log(o.m(), o.a());
function nt() { return eval("new.target") === nt; }
console.log(new nt() instanceof nt, nt());
class B { m() { return 'B.m'; } }
class C extends B { m() { return eval("super.m() + '!'"); } static s() { return eval("this === C"); } }
console.log(new C().m(), C.s());
function tdz() { try { eval("q"); } catch (e) { console.log(e.name, e.message); } let q = 1; return eval("q"); }
console.log(tdz());
function cst() { const c = 1; try { eval("c = 2"); } catch (e) { console.log(e.name, e.message); } return c; }
console.log(cst());
function mapped(a) { eval("arguments[0] = 'changed'"); return a; }
console.log(mapped('orig'));
function mapped2(a) { eval("a = 'x'"); return arguments[0]; }
console.log(mapped2('orig'));
function lexConflict() {
    let w = 1;
    try { eval("var w = 2"); } catch (e) { console.log(e.name, e.message); }
    return w;
}
console.log(lexConflict());
async function af(a) { eval("var z = a * 2"); await null; return z; }
af(4).then(v => console.log('async', v));
function* gf(a) { eval("var z = a + 1"); yield z; yield eval("z * 10"); }
console.log([...gf(1)]);
try { eval("new.target"); } catch (e) { console.log(e.name, e.message); }
// expect: [ 2, 'x' ]
// expect: true true
// expect: 5 undefined
// expect: true true
// expect: true false
// expect: B.m! true
// expect: ReferenceError Cannot access 'q' before initialization
// expect: 1
// expect: TypeError Assignment to constant variable.
// expect: 1
// expect: changed
// expect: x
// expect: SyntaxError Identifier 'w' has already been declared
// expect: 1
// expect: [ 2, 20 ]
// expect: async 8
