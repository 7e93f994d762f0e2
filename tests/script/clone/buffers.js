// ArrayBuffers are copied; views keep kind, offset and length and views of
// one buffer still share one copy; DataView too.
const buf = new ArrayBuffer(8);
const u8 = new Uint8Array(buf);
for (let i = 0; i < 8; i++) u8[i] = i * 10;
const c = structuredClone(buf);
u8[0] = 99;
console.log(c.byteLength, new Uint8Array(c)[0], c !== buf);
const i16 = new Int16Array([1, -2, 3, -4]).subarray(1, 3);
const i16c = structuredClone(i16);
console.log(i16c, i16c.byteOffset, i16c.buffer.byteLength, i16c.length);
for (const K of [Int8Array, Uint8Array, Uint8ClampedArray, Int16Array, Uint16Array, Int32Array, Uint32Array, Float32Array, Float64Array]) {
  const t = new K([1, 2.5, -3, 300]);
  const tc = structuredClone(t);
  console.log(K.name, tc.constructor.name, Array.from(tc).join());
}
const shared = new ArrayBuffer(16);
const pair = structuredClone({ a: new Uint32Array(shared, 4, 2), b: new Float64Array(shared, 8, 1), buf: shared });
console.log(pair.a.buffer === pair.b.buffer, pair.a.buffer === pair.buf, pair.a.byteOffset, pair.b.byteOffset);
pair.a[1] = 7;
console.log(new Uint32Array(pair.buf)[2]);
const dv = new DataView(new ArrayBuffer(12), 2, 8);
dv.setFloat32(0, 1.5);
const dvc = structuredClone(dv);
console.log(dvc.byteOffset, dvc.byteLength, dvc.buffer.byteLength, dvc.getFloat32(0), dvc instanceof DataView);
console.log(structuredClone(new Uint8Array(0)), structuredClone(new ArrayBuffer(0)).byteLength);
const withProp = new Uint8Array(2); withProp.extra = 1;
console.log(structuredClone(withProp).extra);
