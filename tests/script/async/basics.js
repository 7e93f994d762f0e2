async function f(x) { console.log('in f', x); const y = await x; console.log('after await', y); return y * 2; }
const p = f(21);
console.log('sync', p instanceof Promise);
p.then(v => console.log('result', v));
Promise.resolve().then(() => console.log('t1')).then(() => console.log('t2')).then(() => console.log('t3')).then(() => console.log('t4'));
async function g() { throw new Error('boom'); }
g().catch(e => console.log('caught', e.message));
async function h() { try { await Promise.reject(new Error('r')); } catch (e) { console.log('h caught', e.message); } finally { console.log('h finally'); } return 'h done'; }
h().then(console.log);
const o = { async m() { return this.v; }, v: 5, async [`c${1}`]() { return 'computed'; } };
o.m().then(v => console.log('m', v)); o.c1().then(console.log);
class K { async m() { return 1; } static async s() { return 2; } }
new K().m().then(console.log); K.s().then(console.log);
const a = async x => x + 1; const b = async (x, ...r) => { await null; return r.length + x; };
a(1).then(console.log); b(1, 2, 3).then(console.log);
console.log(f, a, async function () {}, o.m);
console.log(Object.prototype.toString.call(f), Object.getPrototypeOf(f) === Object.getPrototypeOf(async () => {}));
console.log(f.toString());
async function r() { return await Promise.resolve(7); }
r().then(console.log);
async function loop() { let s = 0; for (let i = 0; i < 3; i++) { s += await i; console.log('loop', i); } return s; }
loop().then(v => console.log('loop', v));
async function th() { return await { then(res) { res('thenable'); } }; }
th().then(console.log);
// expect: in f 21
// expect: sync true
// expect: [AsyncFunction: f] [AsyncFunction: a] [AsyncFunction (anonymous)] [AsyncFunction: m]
// expect: [object AsyncFunction] true
// expect: async function f(x) { console.log('in f', x); const y = await x; console.log('after await', y); return y * 2; }
// expect: after await 21
// expect: t1
// expect: caught boom
// expect: h caught r
// expect: h finally
// expect: m 5
// expect: computed
// expect: 1
// expect: 2
// expect: 2
// expect: loop 0
// expect: result 42
// expect: t2
// expect: h done
// expect: 3
// expect: 7
// expect: loop 1
// expect: t3
// expect: loop 2
// expect: thenable
// expect: t4
// expect: loop 3
