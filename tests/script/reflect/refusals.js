// Reflect answers false exactly for refusals the object model reports (read-only,
// non-extensible, cycles, a proxy trap's false); a TypeError from user code with
// the same text propagates
const o = Object.freeze({ a: 1 });
console.log(Reflect.set(o, 'a', 2), Reflect.defineProperty(o, 'b', { value: 1 }), Reflect.deleteProperty(o, 'a'), Reflect.setPrototypeOf(o, null));
const c = {}; console.log(Reflect.setPrototypeOf(Object.prototype, c), Reflect.setPrototypeOf(c, Object.create(c)));
const g = { get x() { return 1; } }; console.log(Reflect.set(g, 'x', 2), Reflect.set({}, 'x', 1, 5));
const p = new Proxy({}, { set() { return false; }, deleteProperty() { return false; }, defineProperty() { return false; }, preventExtensions() { return false; }, setPrototypeOf() { return false; } });
console.log(Reflect.set(p, 'x', 1), Reflect.deleteProperty(p, 'x'), Reflect.defineProperty(p, 'x', {}), Reflect.preventExtensions(p), Reflect.setPrototypeOf(p, null));
const u = { set x(v) { throw new TypeError('Cannot assign to read only property x'); } };
try { console.log(Reflect.set(u, 'x', 1)); } catch (e) { console.log('threw', e.message); }
try { console.log(Reflect.set(Iterator.prototype, Symbol.toStringTag, 'x')); } catch (e) { console.log('threw', e.message); }
console.log(Reflect.deleteProperty(new Uint8Array(2), '0'), Reflect.deleteProperty(Object('ab'), '0'), Reflect.set(Object('str'), 'length', 1));
const q = new Proxy(Object.freeze({}), {}); console.log(Reflect.set(q, 'z', 1), Reflect.defineProperty(q, 'z', {value: 1}));
// expect: false false false false
// expect: false false
// expect: false false
// expect: false false false false false
// expect: threw Cannot assign to read only property x
// expect: threw Cannot assign to read only property 'Symbol(Symbol.toStringTag)' of object '[object Object]'
// expect: false false false
// expect: false false
