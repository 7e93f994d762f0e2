const o = {};
let store = 0;
Object.defineProperty(o, "x", { get() { return store; }, set(v) { store = v * 2; }, enumerable: true });
o.x = 4;
console.log(o.x, store);
const d = Object.getOwnPropertyDescriptor(o, "x");
console.log(typeof d.get, typeof d.set, d.enumerable, d.configurable);
// expect: 8 8
// expect: function function true false
