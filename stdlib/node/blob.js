(function (n) {
  // stdlib/node/blob.js — Blob (the web global and node:buffer's Blob):
  // an immutable run of bytes with a MIME type. The bytes are copied into
  // one Uint8Array when the Blob is made (strings as UTF-8, ArrayBuffers and
  // views as their bytes, Blobs as theirs); slice copies its range; text(),
  // arrayBuffer() and bytes() are promises, as node's. An internal module:
  // stdlib/node/buffer.js takes it with n.internal('blob').
  'use strict';
  const argType = (name, what, v) =>
    n.nodeError(0, 'ERR_INVALID_ARG_TYPE', `The "${name}" argument must be ${what}.${n.received(v)}`);
  const kBytes = Symbol('kBytes');
  const kType = Symbol('kType');
  const encoder = new TextEncoder();
  // node keeps a type only when every character is printable ASCII
  const normType = (t) => (/^[\x20-\x7e]*$/.test(t) ? t.toLowerCase() : '');
  function bytesOf(part) {
    if (part instanceof Blob) return part[kBytes];
    if (part instanceof ArrayBuffer || (typeof SharedArrayBuffer === 'function' && part instanceof SharedArrayBuffer))
      return new Uint8Array(part.slice(0));
    if (ArrayBuffer.isView(part)) return new Uint8Array(part.buffer.slice(part.byteOffset, part.byteOffset + part.byteLength));
    return encoder.encode(String(part));
  }
  class Blob {
    constructor(sources = [], options) {
      if (sources === null || typeof sources !== 'object' || typeof sources[Symbol.iterator] !== 'function')
        throw n.nodeError(0, 'ERR_INVALID_ARG_TYPE', 'Value cannot be converted to sequence.');
      if (options !== undefined && (options === null || typeof options !== 'object'))
        throw argType('options', 'a dictionary', options);
      const parts = [];
      let size = 0;
      for (const s of sources) {
        const b = bytesOf(s);
        parts.push(b);
        size += b.length;
      }
      const all = new Uint8Array(size);
      let at = 0;
      for (const b of parts) {
        all.set(b, at);
        at += b.length;
      }
      this[kBytes] = all;
      this[kType] = normType(options && options.type !== undefined ? String(options.type) : '');
    }
    get size() {
      return this[kBytes].length;
    }
    get type() {
      return this[kType];
    }
    slice(start = 0, end = this.size, contentType = '') {
      const size = this.size;
      const clamp = (v) => {
        v = Math.trunc(Number(v)) || 0;
        return v < 0 ? Math.max(size + v, 0) : Math.min(v, size);
      };
      const from = clamp(start);
      const to = clamp(end);
      const b = new Blob([], { type: contentType });
      b[kBytes] = this[kBytes].slice(from, Math.max(from, to));
      return b;
    }
    text() {
      return Promise.resolve(new TextDecoder().decode(this[kBytes]));
    }
    arrayBuffer() {
      const b = this[kBytes];
      return Promise.resolve(b.buffer.slice(b.byteOffset, b.byteOffset + b.length));
    }
    bytes() {
      return Promise.resolve(new Uint8Array(this[kBytes]));
    }
    [Symbol.for('nodejs.util.inspect.custom')]() {
      return `Blob { size: ${this.size}, type: ${n.inspect(this.type)} }`;
    }
  }
  Object.defineProperty(Blob.prototype, Symbol.toStringTag, { value: 'Blob', configurable: true });
  for (const k of ['size', 'type', 'slice', 'text', 'arrayBuffer', 'bytes'])
    Object.defineProperty(Blob.prototype, k, { enumerable: true });
  return Blob;
})
