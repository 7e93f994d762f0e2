// A proxy named in a TypeError message ("incompatible receiver ...") is
// described by its target, as V8 does, and no trap runs on the way.
const W = Object.getPrototypeOf(Iterator.from({}));
const traps = [];
const handler = new Proxy({}, { get(t, k) { traps.push(k); return undefined; } });
const r = Proxy.revocable({}, {}); r.revoke();
for (const x of [new Proxy({}, handler), new Proxy([], handler), new Proxy(new Map(), handler), new Proxy({ [Symbol.toStringTag]: 'X' }, handler),
  r.proxy, new Proxy(new Proxy(new Date(0), handler), handler), new Proxy(new Error('m'), handler), Object.create(new Proxy({}, handler))]) {
  try { W.return.call(x); } catch (e) { console.log(e.message); }
}
console.log(traps);
// expect: Method %WrapForValidIteratorPrototype%.return called on incompatible receiver #<Object>
// expect: Method %WrapForValidIteratorPrototype%.return called on incompatible receiver [object Array]
// expect: Method %WrapForValidIteratorPrototype%.return called on incompatible receiver #<Map>
// expect: Method %WrapForValidIteratorPrototype%.return called on incompatible receiver #<Object>
// expect: Method %WrapForValidIteratorPrototype%.return called on incompatible receiver null
// expect: Method %WrapForValidIteratorPrototype%.return called on incompatible receiver [object Date]
// expect: Method %WrapForValidIteratorPrototype%.return called on incompatible receiver Error: m
// expect: Method %WrapForValidIteratorPrototype%.return called on incompatible receiver [object Object]
// expect: []
