async function f(a = missing) { return a; }
const p = f();
console.log('returned', typeof p);
p.catch(e => console.log(e.constructor.name, e.message));
async function g() { return await g2(); }
async function g2() { throw new RangeError('deep'); }
g().catch(e => console.log('g', e.message));
async function n() { }
try { new n(); } catch (e) { console.log(e.message); }
console.log(n.length, n.name, Object.getOwnPropertyNames(n), n.prototype);
console.log(typeof Object.getPrototypeOf(n).constructor, Object.getPrototypeOf(Object.getPrototypeOf(n)) === Object.getPrototypeOf(function(){}));
const arrow = async () => this;
arrow().then(v => console.log('this', v));
class B { m() { return 'base'; } }
class D extends B { async m() { await 0; return super.m() + '+derived'; } }
new D().m().then(console.log);
async function args() { await 0; return arguments.length; }
args(1, 2, 3).then(console.log);
(async function () { const r = await Promise.all([1, Promise.resolve(2), (async () => 3)()]); console.log(r); })();
(async () => { try { await Promise.reject(5); } catch (e) { console.log('c', e); } })();
(async () => { for (const x of [1, 2]) { await x; console.log('of', x); } })();
(async () => { let i = 0; while (i < 2) { i = await (i + 1); console.log('w', i); } })();
(async () => { try { return await 1; } finally { console.log('fin'); } })().then(v => console.log('fin v', v));
// expect: returned object
// expect: n is not a constructor
// expect: 0 n [ 'length', 'name' ] undefined
// expect: function true
// expect: ReferenceError missing is not defined
// expect: this {}
// expect: c 5
// expect: of 1
// expect: w 1
// expect: fin
// expect: g deep
// expect: base+derived
// expect: 3
// expect: [ 1, 2, 3 ]
// expect: of 2
// expect: w 2
// expect: fin v 1
