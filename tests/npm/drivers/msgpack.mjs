// @msgpack/msgpack: encoding and decoding over typed arrays and DataView,
// extension types, timestamps, BigInt and streams of async iterables.
import { encode, decode, decodeMulti, ExtensionCodec, decodeAsync, decodeArrayStream, Encoder } from '@msgpack/msgpack';
const hex = (u) => Buffer.from(u).toString('hex');
const v = { nil: null, t: true, f: false, i: [0, 127, 128, 255, 65536, -1, -33, -129, -40000, 2 ** 40], s: 'héllo ✓',
  long: 'x'.repeat(40), f32: 1.5, f64: 0.1, bin: new Uint8Array([1, 2, 3]), arr: [[], {}], nested: { a: { b: [1, { c: 'd' }] } } };
const enc = encode(v);
console.log(enc.length, hex(enc.subarray(0, 60)));
console.log(decode(enc));
const d = new Date(Date.UTC(2024, 1, 29, 12, 30, 45, 123));
console.log(hex(encode(d)), decode(encode(d)).toISOString(), decode(encode(new Date(-1))).getTime());
console.log(hex(encode(2n ** 63n - 1n, { useBigInt64: true })), decode(encode(-(2n ** 63n), { useBigInt64: true }), { useBigInt64: true }));
const codec = new ExtensionCodec();
codec.register({ type: 1, encode: (o) => (o instanceof Set ? encode([...o], { extensionCodec: codec }) : null), decode: (data) => new Set(decode(data, { extensionCodec: codec })) });
codec.register({ type: 2, encode: (o) => (o instanceof Map ? encode([...o], { extensionCodec: codec }) : null), decode: (data) => new Map(decode(data, { extensionCodec: codec })) });
const withExt = encode({ s: new Set([1, 'a']), m: new Map([['k', new Set([2])]]) }, { extensionCodec: codec });
console.log(hex(withExt), decode(withExt, { extensionCodec: codec }));
console.log(hex(encode({ b: 1, a: 2 }, { sortKeys: true })), hex(encode(undefined)), hex(encode({ u: undefined }, { ignoreUndefined: true })));
const multi = new Uint8Array([...encode(1), ...encode('two'), ...encode([3])]);
console.log([...decodeMulti(multi)]);
async function* chunks(bytes, n) { for (let i = 0; i < bytes.length; i += n) yield bytes.subarray(i, i + n); }
console.log(await decodeAsync(chunks(enc, 7)));
const arr = encode([1, 'b', { c: 3 }]);
const items = []; for await (const x of decodeArrayStream(chunks(arr, 2))) items.push(x);
console.log(items);
try { decode(new Uint8Array([0xc1])); } catch (e) { console.log(e.constructor.name, e.message); }
try { decode(new Uint8Array([0x92, 0x01])); } catch (e) { console.log(e.constructor.name, e.message); }
const e = new Encoder(); console.log(hex(e.encode([1.25, 1e300, -0, NaN])));
