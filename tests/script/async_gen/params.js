// Parameters of async generators: defaults, destructuring and rest; an
// error in them throws at the call (the body has not started), and arrows
// inside see the method's this.
async function* g(a = missing) { yield a; }
try { g(); console.log('no throw'); } catch (e) { console.log('sync', e.constructor.name, e.message); }
async function* h(a = 1, { b } = { b: 2 }, ...rest) { yield [a, b, rest]; }
h(undefined, undefined, 3, 4).next().then(r => console.log(r.value));
console.log(h.length);
const o = { v: 9, async *m() { const f = () => this.v; yield f(); } };
o.m().next().then(r => console.log(r.value));
// expect: sync ReferenceError missing is not defined
// expect: 0
// expect: [ 1, 2, [ 3, 4 ] ]
// expect: 9
