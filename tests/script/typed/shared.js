// SharedArrayBuffer: construction, the accessors, grow, slice and its
// species, printing, views over it, and structuredClone sharing the memory.
const s = new SharedArrayBuffer(8);
console.log(s);
console.log(new SharedArrayBuffer(0), Object.prototype.toString.call(s));
console.log(s.byteLength, s.growable, s.maxByteLength, SharedArrayBuffer.length);
console.log(Object.getOwnPropertyNames(SharedArrayBuffer.prototype));
console.log(SharedArrayBuffer[Symbol.species] === SharedArrayBuffer, ArrayBuffer.isView(s));
const g = new SharedArrayBuffer(4, { maxByteLength: 16 });
const track = new Uint8Array(g), fixed = new Uint16Array(g, 0, 2);
console.log(g, g.growable, g.maxByteLength, g.byteLength);
g.grow(8);
g.grow(8);
console.log(g.byteLength, track.length, fixed.length);
for (const bad of [4, 20, -1]) {
  try { g.grow(bad); } catch (e) { console.log(e.constructor.name, e.message); }
}
try { s.grow(20); } catch (e) { console.log(e.constructor.name, e.message); }
const u = new Int32Array(s);
u[0] = 5;
u[1] = -1;
console.log(u, new DataView(s).getInt32(4, true));
console.log(new DataView(s, 2, 4));
console.log(s.slice(0, 4), s.slice(2).byteLength, s.slice(-2), s.slice(6, 2).byteLength);
console.log(u.buffer === s, u.buffer instanceof SharedArrayBuffer, u.buffer instanceof ArrayBuffer);
class Sub extends SharedArrayBuffer {}
const sub = new Sub(4);
console.log(sub instanceof Sub, sub.slice(1) instanceof Sub, sub.slice(1).byteLength);
class Small extends SharedArrayBuffer { static get [Symbol.species]() { return function () { return new SharedArrayBuffer(1); }; } }
class Plain extends SharedArrayBuffer { static get [Symbol.species]() { return function () { return {}; }; } }
let self;
class Self extends SharedArrayBuffer { static get [Symbol.species]() { return function () { return self; }; } }
self = new Self(4);
for (const f of [() => new Small(4).slice(), () => new Plain(4).slice(), () => self.slice(),
                 () => SharedArrayBuffer(2), () => new SharedArrayBuffer(-1),
                 () => new SharedArrayBuffer(4, { maxByteLength: 2 }),
                 () => ArrayBuffer.prototype.slice.call(s),
                 () => SharedArrayBuffer.prototype.slice.call(new ArrayBuffer(2)),
                 () => Object.getOwnPropertyDescriptor(ArrayBuffer.prototype, 'byteLength').get.call(s),
                 () => Object.getOwnPropertyDescriptor(SharedArrayBuffer.prototype, 'byteLength').get.call(new ArrayBuffer(2))]) {
  try { f(); console.log('no error'); } catch (e) { console.log(e.constructor.name, e.message); }
}
// structuredClone shares the memory (a new object over the same bytes)
const c = structuredClone(s);
new Uint8Array(c)[0] = 7;
console.log(new Uint8Array(s)[0], c === s, c instanceof SharedArrayBuffer);
const o = structuredClone({ a: s, b: s, v: new Int16Array(s, 2, 1) });
console.log(o.a === o.b, o.v.buffer === o.a, o.v);
const gc2 = structuredClone(g);
gc2.grow(12);
console.log(g.byteLength, gc2.growable, track.length, new Uint8Array(g).length);
// expect: SharedArrayBuffer {
// expect:   [Uint8Contents]: <00 00 00 00 00 00 00 00>,
// expect:   [byteLength]: 8
// expect: }
// expect: SharedArrayBuffer { [Uint8Contents]: <>, [byteLength]: 0 } [object SharedArrayBuffer]
// expect: 8 false 8 1
// expect: [
// expect:   'constructor',
// expect:   'byteLength',
// expect:   'slice',
// expect:   'maxByteLength',
// expect:   'growable',
// expect:   'grow'
// expect: ]
// expect: true false
// expect: SharedArrayBuffer { [Uint8Contents]: <00 00 00 00>, [byteLength]: 4 } true 16 4
// expect: 8 8 2
// expect: RangeError SharedArrayBuffer.prototype.grow: Invalid length parameter
// expect: RangeError SharedArrayBuffer.prototype.grow: Invalid length parameter
// expect: RangeError SharedArrayBuffer.prototype.grow: Invalid length parameter
// expect: TypeError Method SharedArrayBuffer.prototype.grow called on incompatible receiver #<SharedArrayBuffer>
// expect: Int32Array(2) [ 5, -1 ] -1
// expect: DataView {
// expect:   [byteLength]: 4,
// expect:   [byteOffset]: 2,
// expect:   [buffer]: SharedArrayBuffer {
// expect:     [Uint8Contents]: <05 00 00 00 ff ff ff ff>,
// expect:     [byteLength]: 8
// expect:   }
// expect: }
// expect: SharedArrayBuffer { [Uint8Contents]: <05 00 00 00>, [byteLength]: 4 } 6 SharedArrayBuffer { [Uint8Contents]: <ff ff>, [byteLength]: 2 } 0
// expect: true true false
// expect: true true 3
// expect: TypeError Derived SharedArrayBuffer constructor created a buffer which was too small
// expect: TypeError Method SharedArrayBuffer.prototype.slice called on incompatible receiver #<Object>
// expect: TypeError SharedArrayBuffer subclass returned this from species constructor
// expect: TypeError Constructor SharedArrayBuffer requires 'new'
// expect: RangeError Invalid array buffer length
// expect: RangeError Invalid array buffer max length
// expect: TypeError Method ArrayBuffer.prototype.slice called on incompatible receiver #<SharedArrayBuffer>
// expect: TypeError Method SharedArrayBuffer.prototype.slice called on incompatible receiver #<ArrayBuffer>
// expect: TypeError Method get ArrayBuffer.prototype.byteLength called on incompatible receiver #<SharedArrayBuffer>
// expect: TypeError Method get SharedArrayBuffer.prototype.byteLength called on incompatible receiver #<ArrayBuffer>
// expect: 7 false true
// expect: true true Int16Array(1) [ 0 ]
// expect: 12 true 12 12
