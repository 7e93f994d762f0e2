// tarn-only: immutable ArrayBuffers (the immutable-arraybuffer proposal,
// stage 3) are beyond node 26. Every expectation below was derived from the
// proposal's spec text (ArrayBufferCopyAndDetach, AllocateImmutableArrayBuffer,
// ValidateTypedArray's write mode, the TypedArray [[Set]] /
// [[GetOwnProperty]] / [[DefineOwnProperty]] changes, SetViewValue, the
// Atomics write operations) and its README (clones stay immutable, transfer
// refuses), and checked by hand. The error messages are tarn's.
const show = (f) => {
  try {
    const r = f();
    console.log('ok', r);
  } catch (e) {
    console.log(e.name + ': ' + e.message);
  }
};
const ab = new ArrayBuffer(6);
new Uint8Array(ab).set([1, 2, 3, 4, 5, 6]);
// transferToImmutable(newLength): the bytes move (cut or zero-filled); the
// source is detached; the result is fixed-length and immutable
const im = ab.transferToImmutable(4);
console.log(ab.detached, im.immutable, im.byteLength, im.maxByteLength, im.resizable, im.detached);
// expect: true true 4 4 false false
console.log(new ArrayBuffer(2).immutable, [...new Uint8Array(new ArrayBuffer(2).transferToImmutable(3))]);
// expect: false [ 0, 0, 0 ]
const u = new Uint8Array(im);
console.log([...u], Object.getOwnPropertyDescriptor(u, 1));
// expect: [ 1, 2, 3, 4 ] { value: 2, writable: false, enumerable: true, configurable: false }

// element stores: sloppy code's are ignored, strict code's throw; nothing converts
let converted = 0;
const val = { valueOf() { converted++; return 7; } };
u[0] = val;
console.log(u[0], converted, Reflect.set(u, 0, 7), Reflect.set(u, 9, 7));
// expect: 1 0 false false
show(() => { 'use strict'; u[2] = val; });
// expect: TypeError: Cannot assign to read only property '2' of object '[object Uint8Array]'
console.log(converted);
// expect: 0
// a typed array on the prototype chain refuses too (OrdinarySet never runs)
const child = Object.create(u);
child[0] = 5;
console.log(Object.hasOwn(child, 0), child[0]);
// expect: false 1

// [[DefineOwnProperty]]: only the same value with the attributes it has
console.log(Reflect.defineProperty(u, 0, { value: 1 }), Reflect.defineProperty(u, 0, { value: 2 }),
  Reflect.defineProperty(u, 0, { value: 1, writable: true }), Reflect.defineProperty(u, 0, { value: '1' }));
// expect: true false false false
// its elements being fixed, it can be frozen
console.log(Object.isFrozen(Object.freeze(new Uint8Array(im))), Object.isFrozen(u));
// expect: true false

// methods that write check first, before reading any argument
show(() => u.fill(val));
// expect: TypeError: Cannot perform %TypedArray%.prototype.fill on an immutable ArrayBuffer
show(() => u.set([val]));
// expect: TypeError: Cannot perform %TypedArray%.prototype.set on an immutable ArrayBuffer
show(() => u.copyWithin(0, 1));
// expect: TypeError: Cannot perform %TypedArray%.prototype.copyWithin on an immutable ArrayBuffer
show(() => u.reverse());
// expect: TypeError: Cannot perform %TypedArray%.prototype.reverse on an immutable ArrayBuffer
show(() => u.sort());
// expect: TypeError: Cannot perform %TypedArray%.prototype.sort on an immutable ArrayBuffer
show(() => u.setFromHex('ff'));
// expect: TypeError: Cannot perform Uint8Array.prototype.setFromHex on an immutable ArrayBuffer
show(() => new DataView(im).setUint16(0, val));
// expect: TypeError: Cannot perform DataView.prototype.setUint16 on an immutable ArrayBuffer
show(() => new DataView(im).setBigInt64(0, 1n));
// expect: TypeError: Cannot perform DataView.prototype.setBigInt64 on an immutable ArrayBuffer
show(() => Atomics.store(new Int32Array(im), 0, 1));
// expect: TypeError: Cannot perform Atomics.store on an immutable ArrayBuffer
console.log(converted, [...u]);
// expect: 0 [ 1, 2, 3, 4 ]
// ... and reading ones work, their results being ordinary buffers
console.log(u.toReversed().buffer.immutable, u.with(0, 9).join(), u.subarray(1).buffer === im, Atomics.load(u, 3),
  new DataView(im).getUint16(0, true), u.map((x) => x * 2).join(), u.filter((x) => x % 2).join());
// expect: false 9,2,3,4 true 4 513 2,4,6,8 1,3
// a species constructor that hands back an immutable array is refused
class Imm extends Uint8Array {
  constructor(n) { super(typeof n === 'number' ? new ArrayBuffer(n).transferToImmutable() : n); }
}
show(() => Imm.from([1, 2]));
// expect: TypeError: Cannot perform Construct on an immutable ArrayBuffer
show(() => Imm.of(1));
// expect: TypeError: Cannot perform Construct on an immutable ArrayBuffer
show(() => new Imm(2).map((x) => x));
// expect: TypeError: Cannot perform Construct on an immutable ArrayBuffer

// the buffer is never detached, resized or transferred
show(() => im.transfer());
// expect: TypeError: Cannot perform ArrayBuffer.prototype.transfer on an immutable ArrayBuffer
show(() => im.transferToFixedLength());
// expect: TypeError: Cannot perform ArrayBuffer.prototype.transferToFixedLength on an immutable ArrayBuffer
show(() => im.transferToImmutable());
// expect: TypeError: Cannot perform ArrayBuffer.prototype.transferToImmutable on an immutable ArrayBuffer
show(() => im.resize(1));
// expect: TypeError: Method ArrayBuffer.prototype.resize called on incompatible receiver #<ArrayBuffer>
// slice makes an ordinary copy; sliceToImmutable an immutable one (of any buffer)
const sl = im.slice(1, 3), si = im.sliceToImmutable(-3, -1), sr = new ArrayBuffer(3, { maxByteLength: 8 });
console.log(sl.immutable, [...new Uint8Array(sl)], si.immutable, [...new Uint8Array(si)], sr.sliceToImmutable().resizable);
// expect: false [ 2, 3 ] true [ 2, 3 ] false
show(() => new ArrayBuffer(4).sliceToImmutable(0, 8).byteLength);
// expect: ok 4
show(() => { const d = new ArrayBuffer(4, { maxByteLength: 4 }); return d.sliceToImmutable(0, { valueOf() { d.resize(2); return 4; } }); });
// expect: RangeError: ArrayBuffer.prototype.sliceToImmutable: Invalid length parameter
show(() => { const d = new ArrayBuffer(4); d.transfer(); return d.sliceToImmutable(); });
// expect: TypeError: Cannot perform ArrayBuffer.prototype.sliceToImmutable on a detached ArrayBuffer
show(() => ArrayBuffer.prototype.sliceToImmutable.call(new SharedArrayBuffer(1)));
// expect: TypeError: Method ArrayBuffer.prototype.sliceToImmutable called on incompatible receiver #<SharedArrayBuffer>
show(() => Object.getOwnPropertyDescriptor(ArrayBuffer.prototype, 'immutable').get.call(new SharedArrayBuffer(1)));
// expect: TypeError: Method get ArrayBuffer.prototype.immutable called on incompatible receiver #<SharedArrayBuffer>

// structured clone: a copy that is immutable too; transferring one is refused
const cl = structuredClone({ b: im, v: u });
console.log(cl.b.immutable, cl.v.buffer === cl.b, [...cl.v], im.detached);
// expect: true true [ 1, 2, 3, 4 ] false
show(() => structuredClone(im, { transfer: [im] }));
// expect: DataCloneError: An immutable ArrayBuffer cannot be transferred.

// node-facing writers throw rather than write
const b = Buffer.from(im);
show(() => b.write('zz'));
// expect: TypeError: Cannot perform Buffer.prototype.write on an immutable ArrayBuffer
show(() => b.fill('x'));
// expect: TypeError: Cannot perform %TypedArray%.prototype.fill on an immutable ArrayBuffer
show(() => b.fill('xy'));
// expect: TypeError: Cannot perform Buffer.prototype.fill on an immutable ArrayBuffer
show(() => b.writeUInt8(5, 0));
// expect: TypeError: Cannot assign to read only property '0' of object '[object Uint8Array]'
show(() => Buffer.from('ab').copy(b));
// expect: TypeError: Cannot perform %TypedArray%.prototype.set on an immutable ArrayBuffer
show(() => new TextEncoder().encodeInto('zz', u));
// expect: TypeError: Cannot perform TextEncoder.prototype.encodeInto on an immutable ArrayBuffer
show(() => crypto.getRandomValues(u));
// expect: TypeError: Cannot perform Crypto.getRandomValues on an immutable ArrayBuffer
const fs = require('fs');
const fd = fs.openSync(__filename, 'r');
show(() => fs.readSync(fd, b, 0, 2, 0));
// expect: TypeError: Cannot perform fs.read on an immutable ArrayBuffer
fs.closeSync(fd);
console.log([...u], b.toString('hex'), converted);
// expect: [ 1, 2, 3, 4 ] 01020304 0

// many immutable buffers made and dropped while others are read
let sum = 0;
for (let i = 0; i < 200; i++) {
  const t = new Uint8Array([i & 255, 1]).buffer.transferToImmutable();
  sum += new Uint8Array(t.sliceToImmutable(0, 1))[0];
}
console.log(sum);
// expect: 19900
