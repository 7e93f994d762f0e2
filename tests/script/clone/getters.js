// Own enumerable string keys are read with [[Get]] in order: getters run
// and become data, a key a getter deleted is skipped, non-enumerable and
// symbol keys are left out, prototypes are not kept.
const log = [];
const o = {
  a: 1,
  get b() { log.push('b'); delete this.c; return 2; },
  c: 3,
  get d() { log.push('d'); return { nested: true }; },
};
const c = structuredClone(o);
console.log(c, log.join());
console.log(Object.getOwnPropertyDescriptor(c, 'b'));
class Point {
  constructor() { this.x = 1; this.y = 2; }
  get len() { return 3; }
  norm() {}
}
const p = structuredClone(new Point());
console.log(p, p instanceof Point, Object.getPrototypeOf(p) === Object.prototype, p.len);
const hidden = { vis: 1, [Symbol('s')]: 2 };
Object.defineProperty(hidden, 'hid', { value: 3, enumerable: false });
console.log(structuredClone(hidden));
const np = Object.create(null); np.k = 'v';
const npc = structuredClone(np);
console.log(npc, Object.getPrototypeOf(npc) === Object.prototype);
const order = { 2: 'two', 1: 'one', b: 'b', a: 'a' };
console.log(Object.keys(structuredClone(order)).join());
const frozen = Object.freeze({ f: 1 });
console.log(Object.isFrozen(structuredClone(frozen)));
const arr = [1, 2, 3];
Object.defineProperty(arr, 1, { get() { return 'got'; }, enumerable: true });
console.log(structuredClone(arr));
