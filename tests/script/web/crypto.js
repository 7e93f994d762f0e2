const d = Object.getOwnPropertyDescriptor(globalThis, 'crypto'); console.log(d, d.get.name);
console.log(crypto, crypto === globalThis.crypto, crypto instanceof Crypto, Object.prototype.toString.call(crypto));
console.log(crypto.subtle, crypto.subtle === crypto.subtle, crypto.subtle instanceof SubtleCrypto);
const a = new Uint8Array(8); console.log(crypto.getRandomValues(a) === a);
for (const f of [() => crypto.getRandomValues(new Uint8Array(65537)), () => crypto.getRandomValues(new Float32Array(2)), () => crypto.getRandomValues([1]), () => crypto.getRandomValues(), () => crypto.getRandomValues(new DataView(new ArrayBuffer(2))), () => crypto.getRandomValues.call({}, new Uint8Array(1)), () => crypto.getRandomValues(new Float64Array(1)), () => crypto.getRandomValues(new Uint8ClampedArray(1)), () => crypto.getRandomValues(new Int32Array(16384)), () => crypto.getRandomValues(new Int32Array(16385)), ()=>crypto.getRandomValues(null), ()=>crypto.getRandomValues(new ArrayBuffer(2))])
  try { const r = f(); console.log('ok', r.constructor.name, r.length) } catch (e) { console.log(e.name, e.code, e.message, e instanceof DOMException) }
const u = crypto.randomUUID(); console.log(u.length, /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(u), crypto.randomUUID() !== u);
try { crypto.randomUUID.call({}) } catch (e) { console.log(e.name, e.code, e.message) }
console.log(crypto.randomUUID.length, crypto.getRandomValues.length, crypto.subtle.digest.length);
const first = (async () => {
  const enc = new TextEncoder();
  for (const alg of ['SHA-1', 'SHA-256', 'sha-384', { name: 'SHA-512' }]) {
    const h = await crypto.subtle.digest(alg, enc.encode('abc'));
    console.log(h instanceof ArrayBuffer, h.byteLength, [...new Uint8Array(h)].map(b=>b.toString(16).padStart(2,"0")).join("").slice(0, 32));
  }
  const h = await crypto.subtle.digest('SHA-256', new ArrayBuffer(0)); console.log([...new Uint8Array(h)].map(b=>b.toString(16).padStart(2,"0")).join(""));
  for (const args of [['MD5', enc.encode('a')], ['SHA-256', 'abc'], ['SHA-256'], [{}, enc.encode('a')], [5, enc.encode('a')], ['SHA-256', new DataView(new ArrayBuffer(3))]]) {
    try { const p = crypto.subtle.digest(...args); console.log(p instanceof Promise); const r = await p; console.log('ok', r.byteLength) } catch (e) { console.log(e.name, e.code, e.message) }
  }
  try { await SubtleCrypto.prototype.digest.call({}, 'SHA-1', new Uint8Array(1)) } catch (e) { console.log(e.name, e.code, e.message) }
})();
console.log(Object.getOwnPropertyNames(Crypto.prototype), typeof SubtleCrypto.prototype.digest);
// the known answers of FIPS 180 for a longer message, and a view into a larger buffer
first.then(async () => {
  const hex = (h) => [...new Uint8Array(h)].map((b) => b.toString(16).padStart(2, '0')).join('');
  const msg = new TextEncoder().encode('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq');
  for (const a of ['SHA-1', 'SHA-256', 'SHA-384', 'SHA-512']) console.log(a, hex(await crypto.subtle.digest(a, msg)));
  const big = new Uint8Array(100); big.set(new TextEncoder().encode('abc'), 10);
  console.log(hex(await crypto.subtle.digest('sha-1', big.subarray(10, 13))));
  console.log(hex(await crypto.subtle.digest('SHA-256', new DataView(big.buffer, 10, 3))));
  const counts = new Array(16).fill(0);
  for (let i = 0; i < 200; i++) counts[parseInt(crypto.randomUUID()[19], 16)]++;
  console.log(counts.slice(0, 8).every((c) => c === 0), counts.slice(12).every((c) => c === 0));
  const r = crypto.getRandomValues(new Uint8Array(65536));
  console.log(r.length, new Set(r.subarray(0, 1000)).size > 200);
});
// expect: {
// expect:   get: [Function: get crypto],
// expect:   set: undefined,
// expect:   enumerable: true,
// expect:   configurable: true
// expect: } get crypto
// expect: Crypto {} true true [object Crypto]
// expect: SubtleCrypto {} true true
// expect: true
// expect: QuotaExceededError 22 The requested length exceeds 65,536 bytes true
// expect: TypeMismatchError 17 The data argument must be an integer-type TypedArray true
// expect: TypeError ERR_INVALID_ARG_TYPE Failed to execute 'getRandomValues' on 'Crypto': 1st argument is not an ArrayBufferView. false
// expect: TypeError ERR_MISSING_ARGS Failed to execute 'getRandomValues' on 'Crypto': 1 argument required, but only 0 present. false
// expect: TypeMismatchError 17 The data argument must be an integer-type TypedArray true
// expect: TypeError ERR_INVALID_THIS Value of "this" must be of type Crypto false
// expect: TypeMismatchError 17 The data argument must be an integer-type TypedArray true
// expect: ok Uint8ClampedArray 1
// expect: ok Int32Array 16384
// expect: QuotaExceededError 22 The requested length exceeds 65,536 bytes true
// expect: TypeError ERR_INVALID_ARG_TYPE Failed to execute 'getRandomValues' on 'Crypto': 1st argument is not an ArrayBufferView. false
// expect: TypeError ERR_INVALID_ARG_TYPE Failed to execute 'getRandomValues' on 'Crypto': 1st argument is not an ArrayBufferView. false
// expect: 36 true true
// expect: TypeError ERR_INVALID_THIS Value of "this" must be of type Crypto
// expect: 0 1 2
// expect: [ 'constructor', 'subtle', 'getRandomValues', 'randomUUID' ] function
// expect: true 20 a9993e364706816aba3e25717850c26c
// expect: true 32 ba7816bf8f01cfea414140de5dae2223
// expect: true 48 cb00753f45a35e8bb5a03d699ac65007
// expect: true 64 ddaf35a193617abacc417349ae204131
// expect: e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855
// expect: true
// expect: NotSupportedError 9 Unrecognized algorithm name
// expect: true
// expect: TypeError ERR_INVALID_ARG_TYPE Failed to execute 'digest' on 'SubtleCrypto': 2nd argument is not instance of ArrayBuffer, Buffer, TypedArray, or DataView.
// expect: true
// expect: TypeError ERR_MISSING_ARGS Failed to execute 'digest' on 'SubtleCrypto': 2 arguments required, but only 1 present.
// expect: true
// expect: TypeError ERR_MISSING_OPTION Failed to normalize algorithm: passed algorithm cannot be converted to 'Algorithm' because 'name' is required in 'Algorithm'.
// expect: true
// expect: NotSupportedError 9 Unrecognized algorithm name
// expect: true
// expect: ok 32
// expect: TypeError ERR_INVALID_THIS Value of "this" must be of type SubtleCrypto
// expect: SHA-1 84983e441c3bd26ebaae4aa1f95129e5e54670f1
// expect: SHA-256 248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1
// expect: SHA-384 3391fdddfc8dc7393707a65b1b4709397cf8b1d162af05abfe8f450de5f36bc6b0455a8520bc4e6f5fe95b1fe3c8452b
// expect: SHA-512 204a8fc6dda82f0a0ced7beb8e08a41657c16ef468b228a8279be331a703c33596fd15c13b1b07f9aa1d3bea57789ca031ad85c7a71dd70354ec631238ca3445
// expect: a9993e364706816aba3e25717850c26c9cd0d89d
// expect: ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad
// expect: true true
// expect: 65536 true
