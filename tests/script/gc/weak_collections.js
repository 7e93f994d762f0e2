// flags: --expose-gc
// env: TARN_GC_VERIFY=1
// WeakMap/WeakSet keep the entries of live keys across minor and major
// collections (keys move in minors: the address-hashed table must still
// find them), including values reachable only through another entry.
const minor = () => gc({ type: "minor" });
const wm = new WeakMap();
const ws = new WeakSet();
const keys = [];
for (let i = 0; i < 50; i++) {
  const k = { i };
  keys.push(k);
  wm.set(k, { v: i * 3 });
  ws.add(k);
}
// an ephemeron chain: a -> b -> c, only `a` is held strongly
let a = { name: "a" };
{
  const b = { name: "b" }, c = { name: "c" };
  wm.set(a, b);
  wm.set(b, c);
  wm.set(c, "end");
}
const sym = Symbol("weak key");
wm.set(sym, "symbol value");
minor();
minor();
gc();
minor();
let ok = 0;
for (const k of keys) if (wm.get(k).v === k.i * 3 && ws.has(k)) ok++;
console.log(ok, wm.has({}), ws.has({})); // expect: 50 false false
const b = wm.get(a), c = wm.get(b);
console.log(b.name, c.name, wm.get(c), wm.get(sym)); // expect: b c end symbol value
console.log(wm.delete(keys[0]), wm.delete(keys[0]), ws.delete(keys[1]), ws.has(keys[1])); // expect: true false true false
console.log(new WeakMap([[a, 1], [b, 2]]).get(b), new WeakSet([a, b]).has(a)); // expect: 2 true
console.log(wm, ws); // expect: WeakMap { <items unknown> } WeakSet { <items unknown> }
console.log(Object.prototype.toString.call(ws), WeakSet.name, WeakMap.length); // expect: [object WeakSet] WeakSet 0
const r = new WeakRef(keys[5]);
gc();
console.log(r.deref() === keys[5], r.deref().i); // expect: true 5
const t = (f) => { try { f(); } catch (e) { console.log(e.name + ": " + e.message); } };
t(() => wm.set(1, 2)); // expect: TypeError: Invalid value used as weak map key
t(() => ws.add("s")); // expect: TypeError: Invalid value used in weak set
t(() => wm.set(Symbol.for("registered"), 1)); // expect: TypeError: Invalid value used as weak map key
t(() => new WeakRef(null)); // expect: TypeError: WeakRef: invalid target
t(() => WeakSet()); // expect: TypeError: Constructor WeakSet requires 'new'
t(() => WeakMap.prototype.has.call(new Map(), a)); // expect: TypeError: Method WeakMap.prototype.has called on incompatible receiver #<Map>
t(() => new FinalizationRegistry({})); // expect: TypeError: FinalizationRegistry: cleanup must be callable
t(() => new FinalizationRegistry(() => {}).register(a, a)); // expect: TypeError: FinalizationRegistry.prototype.register: target and holdings must not be same
const fr = new FinalizationRegistry(() => {});
console.log(fr.register(a, "held", a), fr.unregister(a), fr.unregister(a)); // expect: undefined true false
