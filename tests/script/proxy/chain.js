// A proxy as the prototype of ordinary objects: gets, sets, `in` and method
// calls that miss on the object reach the proxy's traps, every time (inline
// caches never remember a lookup that went through a proxy).
const log = [];
const proto = new Proxy({ shared: 'from target' }, {
  get(t, k, recv) { log.push('get ' + String(k)); return k === 'dyn' ? 'dyn' + log.length : Reflect.get(t, k, recv); },
  set(t, k, v, recv) { log.push('set ' + String(k)); return Reflect.set(t, k, v, recv); },
  has(t, k) { log.push('has ' + String(k)); return k === 'virtual' || Reflect.has(t, k); },
});
const o = Object.create(proto);
o.own = 1;
function read(x) { return x.dyn; }
const seen = [];
for (let i = 0; i < 4; i++) seen.push(read(o)); // the same site, the same shape
console.log(seen.join(' '));
console.log(o.own, o.shared, 'virtual' in o, 'own' in o, 'nope' in o);
o.added = 2; // not own: [[Set]] goes to the proxy, which defines it on the receiver
console.log(Object.keys(o).join(), log.join(', '));
// a class whose prototype chain holds a proxy
class A {}
Object.setPrototypeOf(A.prototype, new Proxy({}, { get: (t, k) => (k === 'hello' ? () => 'hi' : undefined) }));
const a = new A();
console.log(a.hello(), a.hello(), a instanceof A);
// instanceof asks getPrototypeOf of a proxy on the way
const viaProxy = new Proxy({}, { getPrototypeOf() { return Array.prototype; } });
console.log(viaProxy instanceof Array, Array.prototype.isPrototypeOf(viaProxy));
// setters and getters on the target see the receiver
const target = { get who() { return this === o2 ? 'receiver' : 'other'; }, set who(v) { this.wrote = v; } };
const o2 = Object.create(new Proxy(target, {}));
o2.who = 5;
console.log(o2.who, o2.wrote, Object.hasOwn(o2, 'wrote'));
// the global object's prototype chain is not involved; a with-less lookup
globalThis.viaGlobal = new Proxy({}, { get: (t, k) => 'g:' + String(k) });
console.log(viaGlobal.x, viaGlobal[1]);
// expect: dyn2 dyn3 dyn4 dyn5
// expect: 1 from target true true false
// expect: own,added set own, get dyn, get dyn, get dyn, get dyn, get shared, has virtual, has nope, set added
// expect: hi hi true
// expect: true true
// expect: receiver 5 true
// expect: g:x g:1
