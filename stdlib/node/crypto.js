(function (n) {
  // stdlib/node/crypto.js — node:crypto: createHash, createHmac, hash,
  // getHashes, randomBytes, randomInt, randomUUID, getRandomValues,
  // timingSafeEqual, webcrypto, secret KeyObjects. Digests come from libcrypto through
  // n.digest (stdlib/node/crypto.c); a Hash keeps the bytes it was given
  // and digests them whole when asked. What node returns as a Buffer needs
  // node:buffer (n.core('buffer')); until tarn has it, those calls say so.
  'use strict';
  const typeErr = (code, msg) => n.nodeError(0, code, msg);
  const argType = (name, what, v) => typeErr('ERR_INVALID_ARG_TYPE', `The "${name}" argument must be ${what}.${n.received(v)}`);
  const webcrypto = globalThis.crypto;
  const isView = ArrayBuffer.isView;
  const isAB = (v) => Object.prototype.toString.call(v) === '[object ArrayBuffer]' && typeof v === 'object';

  const { toBuffer, fromString, toString, normEnc } = n.internal('encodings');

  const output = (u8, enc) => {
    const s = enc ? toString(u8, `${enc}`) : undefined;
    return s === undefined ? toBuffer(u8) : s;
  };

  const bytesOf = (v) => new Uint8Array(v.buffer, v.byteOffset, v.byteLength);

  function dataBytes(data, encoding) {
    if (typeof data === 'string') {
      if (normEnc(encoding) === 'hex' && data.length % 2 !== 0)
        throw typeErr('ERR_INVALID_ARG_VALUE', `The argument 'encoding' is invalid for data of length ${data.length}. Received 'hex'`);
      return fromString(data, encoding);
    }
    if (!isView(data)) throw argType('data', 'of type string or an instance of Buffer, TypedArray, or DataView', data);
    return bytesOf(data).slice();
  }

  function concat(chunks) {
    let len = 0;
    for (const c of chunks) len += c.length;
    const all = new Uint8Array(len);
    let at = 0;
    for (const c of chunks) { all.set(c, at); at += c.length; }
    return all;
  }

  const finalized = () => n.nodeError(2, 'ERR_CRYPTO_HASH_FINALIZED', 'Digest already called');
  const xof = (alg) => new Error(`tarn's crypto does not have the XOF digest ${alg} (SHAKE)`);
  const kState = Symbol('kState');

  // node's Hash (a Transform stream in node; here the update/digest object)
  function Hash(algorithm, options) {
    if (!new.target) return new Hash(algorithm, options);
    if (typeof algorithm !== 'string') throw argType('algorithm', 'of type string', algorithm);
    const probe = n.digest(algorithm, new Uint8Array(0));
    if (probe === undefined) throw new Error('Digest method not supported');
    if (probe === null) throw xof(algorithm);
    this[kState] = { algorithm, chunks: [], finalized: false };
  }
  Hash.prototype.update = function update(data, encoding) {
    const st = this[kState];
    if (st.finalized) throw finalized();
    st.chunks.push(dataBytes(data, encoding));
    return this;
  };
  Hash.prototype.digest = function digest(outputEncoding) {
    const st = this[kState];
    if (st.finalized) throw finalized();
    st.finalized = true;
    const d = new Uint8Array(n.digest(st.algorithm, concat(st.chunks)));
    st.chunks = [];
    return output(d, outputEncoding);
  };
  Hash.prototype.copy = function copy() {
    const st = this[kState];
    if (st.finalized) throw finalized();
    const h = Object.create(Hash.prototype);
    h[kState] = { algorithm: st.algorithm, chunks: st.chunks.slice(), finalized: false };
    return h;
  };

  // KeyObject: only secret keys (createSecretKey). tarn has no asymmetric
  // keys: createPrivateKey and createPublicKey throw an error saying so,
  // which is also what a caller that tries them before createSecretKey
  // (jsonwebtoken) needs of a secret that is not a key file.
  const keyData = new WeakMap(); // KeyObject -> its bytes, out of inspect's sight
  const kHandle = Symbol('kHandle');
  const lacksKeys = (what) => n.nodeError(2, 'ERR_TARN_UNSUPPORTED', `tarn's crypto has no ${what}: its KeyObjects are secret keys (createSecretKey)`);
  class KeyObject {
    constructor(type, handle) {
      if (type !== 'secret' && type !== 'public' && type !== 'private')
        throw typeErr('ERR_INVALID_ARG_VALUE', `The argument 'type' is invalid. Received ${n.inspect(type)}`);
      if (handle === null || typeof handle !== 'object' || !(kHandle in handle))
        throw argType('handle', 'of type object', handle);
      keyData.set(this, handle[kHandle]);
    }
    get type() { return 'secret'; }
    toCryptoKey() { throw lacksKeys('KeyObject.prototype.toCryptoKey'); }
    equals(otherKeyObject) {
      if (!(otherKeyObject instanceof KeyObject)) throw argType('otherKeyObject', 'an instance of KeyObject', otherKeyObject);
      const a = keyData.get(this), b = keyData.get(otherKeyObject);
      return otherKeyObject.type === this.type && a.length === b.length && timingSafeEqual(a, b);
    }
    static from() { throw lacksKeys('KeyObject.from'); }
  }
  Object.defineProperty(KeyObject.prototype, Symbol.toStringTag, { value: 'KeyObject', configurable: true });
  class SecretKeyObject extends KeyObject {
    get symmetricKeySize() { return keyData.get(this).length; }
    export(options) {
      if (options !== undefined && (options === null || typeof options !== 'object')) throw argType('options', 'of type object', options);
      const format = options?.format;
      if (format === 'jwk') return { kty: 'oct', k: toString(keyData.get(this), 'base64url') };
      if (format !== undefined && format !== 'buffer')
        throw typeErr('ERR_INVALID_ARG_VALUE', `The property 'options.format' must be one of: undefined, 'buffer', 'jwk'. Received ${n.inspect(format)}`);
      return toBuffer(keyData.get(this).slice());
    }
  }
  function createSecretKey(key, encoding) {
    if (typeof key !== 'string' && !isView(key) && !isAB(key))
      throw argType('key', 'an instance of ArrayBuffer, Buffer, TypedArray, or DataView', key);
    return new SecretKeyObject('secret', { [kHandle]: keyBytes(key, encoding) });
  }
  const createPrivateKey = () => { throw lacksKeys('private keys (createPrivateKey)'); };
  const createPublicKey = () => { throw lacksKeys('public keys (createPublicKey)'); };

  function keyBytes(key, encoding) {
    if (typeof key === 'string') return fromString(key, encoding);
    if (key instanceof KeyObject) return keyData.get(key).slice();
    if (isView(key)) return bytesOf(key).slice();
    if (isAB(key)) return new Uint8Array(key.slice(0));
    throw argType('key', 'of type string or an instance of ArrayBuffer, Buffer, TypedArray, DataView, KeyObject, or CryptoKey', key);
  }

  function Hmac(hmac, key, options) {
    if (!new.target) return new Hmac(hmac, key, options);
    if (typeof hmac !== 'string') throw argType('hmac', 'of type string', hmac);
    const enc = options !== null && typeof options === 'object' ? options.encoding : undefined;
    const k = keyBytes(key, enc);
    const probe = n.digest(hmac, new Uint8Array(0), k);
    if (probe === undefined || probe === null) throw typeErr('ERR_CRYPTO_INVALID_DIGEST', `Invalid digest: ${hmac}`);
    this[kState] = { algorithm: hmac, key: k, chunks: [], finalized: false };
  }
  Hmac.prototype.update = Hash.prototype.update;
  // a second digest of an Hmac is empty, as node's
  Hmac.prototype.digest = function digest(outputEncoding) {
    const st = this[kState];
    if (st.finalized) return output(new Uint8Array(0), outputEncoding);
    st.finalized = true;
    const d = new Uint8Array(n.digest(st.algorithm, concat(st.chunks), st.key));
    st.chunks = [];
    return output(d, outputEncoding);
  };

  const createHash = (algorithm, options) => new Hash(algorithm, options);
  const createHmac = (hmac, key, options) => new Hmac(hmac, key, options);

  function hash(algorithm, input, options) {
    if (typeof algorithm !== 'string') throw argType('algorithm', 'of type string', algorithm);
    if (typeof input !== 'string' && !isView(input))
      throw argType('input', 'of type string or an instance of Buffer, TypedArray, or DataView', input);
    let enc = 'hex';
    if (typeof options === 'string') enc = options;
    else if (options !== undefined) {
      if (options === null || typeof options !== 'object') throw argType('options', 'of type object', options);
      if (options.outputEncoding !== undefined) enc = options.outputEncoding;
    }
    if (enc !== 'hex') {
      if (typeof enc !== 'string') throw argType('outputEncoding', 'of type string', enc);
      if (!normEnc(enc) && enc.toLowerCase() !== 'buffer')
        throw typeErr('ERR_INVALID_ARG_VALUE', `The argument 'outputEncoding' is invalid. Received ${n.inspect(enc, 0)}`);
    }
    const d = n.digest(algorithm, typeof input === 'string' ? fromString(input, 'utf8') : bytesOf(input));
    if (d === undefined) throw new Error(`Digest method ${algorithm} is not supported`);
    if (d === null) throw xof(algorithm);
    return output(new Uint8Array(d), enc);
  }

  let hashList;
  function getHashes() {
    if (!hashList) {
      // node's list: libcrypto's names, deduplicated without regard to case, sorted
      const m = new Map();
      for (const name of n.hashes().split('\n')) if (name) m.set(name.toLowerCase(), name);
      hashList = [...m.values()].sort();
    }
    return hashList.slice();
  }

  // ---- random ------------------------------------------------------------
  function fillRandom(u8) {
    for (let at = 0; at < u8.length; at += 65536) webcrypto.getRandomValues(u8.subarray(at, at + 65536));
    return u8;
  }

  const sep = (v) => {
    // node's addNumericalSeparator for numbers past 2 ** 32
    let s = String(v), out = '';
    const neg = s[0] === '-' ? '-' : '';
    if (neg) s = s.slice(1);
    for (; s.length > 3; s = s.slice(0, -3)) out = `_${s.slice(-3)}${out}`;
    return neg + s + out;
  };
  const outOfRange = (name, range, v) => n.nodeError(1, 'ERR_OUT_OF_RANGE',
    `The value of "${name}" is out of range. It must be ${range}. Received ${Number.isInteger(v) && Math.abs(v) > 2 ** 32 ? sep(v) : String(v)}`);

  function randomBytes(size, callback) {
    if (typeof size !== 'number') throw argType('size', 'of type number', size);
    if (Number.isNaN(size) || size < 0 || size > 2 ** 31 - 1) throw outOfRange('size', '>= 0 && <= 2147483647', size);
    if (callback !== undefined && typeof callback !== 'function') throw argType('callback', 'of type function', callback);
    const u8 = fillRandom(new Uint8Array(size >>> 0));
    if (callback === undefined) return toBuffer(u8);
    let buf, err = null;
    try {
      buf = toBuffer(u8);
    } catch (e) {
      err = e;
    }
    setImmediate(() => callback(err, buf));
  }

  const RAND_MAX = 0xFFFFFFFFFFFF; // 2 ** 48 - 1, node's bound on a range
  function randomInt(min, max, callback) {
    const noMin = typeof max === 'undefined' || typeof max === 'function';
    if (noMin) { callback = max; max = min; min = 0; }
    if (callback !== undefined && typeof callback !== 'function') throw argType('callback', 'of type function', callback);
    if (!Number.isSafeInteger(min)) throw argType('min', 'a safe integer', min);
    if (!Number.isSafeInteger(max)) throw argType('max', 'a safe integer', max);
    if (max <= min) throw outOfRange('max', `greater than the value of "min" (${min})`, max);
    const range = max - min;
    if (!(range <= RAND_MAX)) throw outOfRange(`max${noMin ? '' : ' - min'}`, `<= ${RAND_MAX}`, range);
    // rejection sampling over 48-bit values, so every result is equally likely
    const limit = RAND_MAX - ((RAND_MAX + 1) % range);
    const b = new Uint8Array(6);
    let x;
    do {
      fillRandom(b);
      x = b[0] * 2 ** 40 + b[1] * 2 ** 32 + b[2] * 2 ** 24 + b[3] * 2 ** 16 + b[4] * 2 ** 8 + b[5];
    } while (x > limit);
    const r = min + (x % range);
    if (callback === undefined) return r;
    setImmediate(() => callback(undefined, r));
  }

  function randomUUID(options) {
    if (options !== undefined) {
      if (options === null || typeof options !== 'object') throw argType('options', 'of type object', options);
      if (options.disableEntropyCache !== undefined && typeof options.disableEntropyCache !== 'boolean')
        throw argType('options.disableEntropyCache', 'of type boolean', options.disableEntropyCache);
    }
    return webcrypto.randomUUID();
  }

  function timingSafeEqual(buf1, buf2) {
    const bad = (name) => typeErr('ERR_INVALID_ARG_TYPE', `The "${name}" argument must be an instance of ArrayBuffer, Buffer, TypedArray, or DataView.`);
    if (!isView(buf1) && !isAB(buf1)) throw bad('buf1');
    if (!isView(buf2) && !isAB(buf2)) throw bad('buf2');
    const a = isAB(buf1) ? new Uint8Array(buf1) : bytesOf(buf1);
    const b = isAB(buf2) ? new Uint8Array(buf2) : bytesOf(buf2);
    if (a.length !== b.length)
      throw n.nodeError(1, 'ERR_CRYPTO_TIMING_SAFE_EQUAL_LENGTH', 'Input buffers must have the same byte length');
    let diff = 0; // every byte is read whatever the first difference
    for (let i = 0; i < a.length; i++) diff |= a[i] ^ b[i];
    return diff === 0;
  }

  return {
    createHash, createHmac, hash, getHashes, Hash, Hmac,
    KeyObject, createSecretKey, createPrivateKey, createPublicKey,
    randomBytes, randomInt, randomUUID, timingSafeEqual,
    getRandomValues: (array) => webcrypto.getRandomValues(array),
    webcrypto, subtle: webcrypto.subtle,
  };
})
