(function (n) {
  // stdlib/node/buffer.js — node:buffer: Buffer (a Uint8Array subclass, as
  // node's FastBuffer: Buffer.prototype is FastBuffer.prototype), its
  // statics and methods with node's argument checks and errors, and the
  // module's other exports. stdlib/node/core.c compiles it on first use
  // with the natives n (stdlib/node/buffer.c: the encoding, compare, search
  // and fill loops; nodeError, received, inspect).
  //
  // Small buffers (allocUnsafe, from, concat) are carved from a shared pool
  // as node carves them, so their .buffer is the pool and byteOffset moves.
  'use strict';
  const kMaxLength = 2 ** 53 - 1;
  const kStringMaxLength = 536870888; // the longest string tarn (and V8) makes
  let INSPECT_MAX_BYTES = 50;
  const E = { ASCII: 0, UTF8: 1, BASE64: 2, UCS2: 3, LATIN1: 4, HEX: 5, BASE64URL: 7 };

  // ---- node's errors --------------------------------------------------------------
  const argType = (name, what, v) => {
    const head = name.endsWith(' argument') ? `The ${name}` : `The "${name}" argument`;
    return n.nodeError(0, 'ERR_INVALID_ARG_TYPE', `${head} must be ${what}.${n.received(v)}`);
  };
  function separated(s) {
    let res = '';
    let i = s.length;
    const start = s[0] === '-' ? 1 : 0;
    for (; i >= start + 4; i -= 3) res = `_${s.slice(i - 3, i)}${res}`;
    return `${s.slice(0, i)}${res}`;
  }
  function outOfRange(name, range, v) {
    let got;
    if (Number.isInteger(v) && Math.abs(v) > 2 ** 32) got = separated(String(v));
    else if (typeof v === 'bigint') {
      got = String(v);
      if (v > 2n ** 32n || v < -(2n ** 32n)) got = separated(got);
      got += 'n';
    } else got = n.inspect(v, 2);
    return n.nodeError(1, 'ERR_OUT_OF_RANGE', `The value of "${name}" is out of range. It must be ${range}. Received ${got}`);
  }
  const outOfBounds = (name) =>
    n.nodeError(1, 'ERR_BUFFER_OUT_OF_BOUNDS',
      name ? `"${name}" is outside of buffer bounds` : 'Attempt to access memory outside buffer bounds');
  const unknownEncoding = (enc) => n.nodeError(0, 'ERR_UNKNOWN_ENCODING', `Unknown encoding: ${enc}`);
  const notBuffer = (name, v) => argType(name, 'an instance of Buffer or Uint8Array', v);
  function validateNumber(v, name, min, max) {
    if (typeof v !== 'number') throw argType(name, 'of type number', v);
    if ((min != null && v < min) || (max != null && v > max) || ((min != null || max != null) && Number.isNaN(v)))
      throw outOfRange(name, `${min != null ? `>= ${min}` : ''}${min != null && max != null ? ' && ' : ''}${max != null ? `<= ${max}` : ''}`, v);
  }
  function validateInteger(v, name, min, max) {
    if (typeof v !== 'number') throw argType(name, 'of type number', v);
    if (!Number.isInteger(v)) throw outOfRange(name, 'an integer', v);
    if (v < min || v > max) throw outOfRange(name, `>= ${min} && <= ${max}`, v);
  }
  const validateOffset = (v, name, min = 0, max = kMaxLength) => validateInteger(v, name, min, max);
  function boundsError(value, length, type) {
    if (Math.floor(value) !== value) {
      validateNumber(value, type || 'offset');
      throw outOfRange(type || 'offset', 'an integer', value);
    }
    if (length < 0) throw outOfBounds();
    throw outOfRange(type || 'offset', `>= ${type ? 1 : 0} and <= ${length}`, value);
  }
  const isUint8Array = (v) => ArrayBuffer.isView(v) && Object.prototype.toString.call(v) === '[object Uint8Array]';
  const isAnyArrayBuffer = (v) => v instanceof ArrayBuffer ||
    (typeof SharedArrayBuffer === 'function' && v instanceof SharedArrayBuffer);

  // ---- encodings --------------------------------------------------------------------
  // node's normalizeEncoding: the encoding's canonical name, or undefined
  const names = {
    utf8: 'utf8', 'utf-8': 'utf8', ucs2: 'utf16le', 'ucs-2': 'utf16le', utf16le: 'utf16le',
    'utf-16le': 'utf16le', latin1: 'latin1', binary: 'latin1', base64: 'base64',
    base64url: 'base64url', hex: 'hex', ascii: 'ascii',
  };
  function normalizeEncoding(enc) {
    if (enc == null || enc === 'utf8' || enc === 'utf-8' || enc === '') return 'utf8';
    if (typeof enc !== 'string') return undefined;
    const low = enc.toLowerCase();
    return Object.hasOwn(names, low) ? names[low] : undefined;
  }
  const codeOf = { utf8: E.UTF8, utf16le: E.UCS2, latin1: E.LATIN1, base64: E.BASE64, base64url: E.BASE64URL, hex: E.HEX, ascii: E.ASCII };
  // node's getEncodingOps: the encoding named by String(enc), or undefined
  function encodingCode(enc) {
    const low = `${enc}`.toLowerCase();
    return Object.hasOwn(names, low) ? codeOf[names[low]] : undefined;
  }
  function base64ByteLength(str, bytes) {
    if (str.charCodeAt(bytes - 1) === 0x3D) bytes--;
    if (bytes > 1 && str.charCodeAt(bytes - 1) === 0x3D) bytes--;
    return (bytes * 3) >>> 2;
  }
  function byteLengthOf(string, code) {
    switch (code) {
      case E.UTF8: return n.byteLengthUtf8(string);
      case E.UCS2: return string.length * 2;
      case E.HEX: return string.length >>> 1;
      case E.BASE64: case E.BASE64URL: return base64ByteLength(string, string.length);
      default: return string.length;
    }
  }

  // ---- the class and the pool ---------------------------------------------------
  class FastBuffer extends Uint8Array {
    constructor(bufferOrLength, byteOffset, length) {
      super(bufferOrLength, byteOffset, length);
    }
  }
  let poolSize, poolOffset, allocPool;
  function createPool() {
    poolSize = Buffer.poolSize;
    allocPool = new ArrayBuffer(poolSize);
    poolOffset = 0;
  }
  function alignPool() {
    if (poolOffset & 0x7) {
      poolOffset |= 0x7;
      poolOffset++;
    }
  }
  function allocate(size) {
    if (size <= 0) return new FastBuffer();
    if (size < (Buffer.poolSize >>> 1)) {
      if (size > poolSize - poolOffset) createPool();
      const b = new FastBuffer(allocPool, poolOffset, size);
      poolOffset += size;
      alignPool();
      return b;
    }
    return new FastBuffer(size);
  }
  function fromStringCode(string, code) {
    const length = byteLengthOf(string, code);
    if (length >= (Buffer.poolSize >>> 1)) {
      const b = new FastBuffer(length);
      const actual = n.write(b, string, 0, length, code);
      return actual === length ? b : new FastBuffer(b.buffer, 0, actual);
    }
    if (length > poolSize - poolOffset) createPool();
    let b = new FastBuffer(allocPool, poolOffset, length);
    const actual = n.write(b, string, 0, length, code);
    if (actual !== length) b = new FastBuffer(allocPool, poolOffset, actual);
    poolOffset += actual;
    alignPool();
    return b;
  }
  function fromString(string, encoding) {
    let code = E.UTF8;
    if (encoding && encoding !== 'utf8' && typeof encoding === 'string') {
      code = encodingCode(encoding);
      if (code === undefined) throw unknownEncoding(encoding);
    }
    return fromStringCode(string, code);
  }
  function fromArrayLike(obj) {
    if (obj.length <= 0) return new FastBuffer();
    if (obj.length < (Buffer.poolSize >>> 1)) {
      if (obj.length > poolSize - poolOffset) createPool();
      const b = new FastBuffer(allocPool, poolOffset, obj.length);
      b.set(obj, 0);
      poolOffset += obj.length;
      alignPool();
      return b;
    }
    return new FastBuffer(obj);
  }
  function fromArrayBuffer(obj, byteOffset, length) {
    if (byteOffset === undefined) byteOffset = 0;
    else {
      byteOffset = +byteOffset;
      if (Number.isNaN(byteOffset)) byteOffset = 0;
    }
    const maxLength = obj.byteLength - byteOffset;
    if (maxLength < 0) throw outOfBounds('offset');
    if (length === undefined) length = maxLength;
    else {
      length = +length;
      if (length > 0) {
        if (length > maxLength) throw outOfBounds('length');
      } else length = 0;
    }
    return new FastBuffer(obj, byteOffset, length);
  }
  function fromObject(obj) {
    if (obj.length !== undefined || isAnyArrayBuffer(obj.buffer)) {
      if (typeof obj.length !== 'number') return new FastBuffer();
      return fromArrayLike(obj);
    }
    if (obj.type === 'Buffer' && Array.isArray(obj.data)) return fromArrayLike(obj.data);
  }

  let warned = false;
  function Buffer(arg, encodingOrOffset, length) {
    if (!warned) {
      warned = true;
      if (!/[\\/]node_modules[\\/]/.test(new Error().stack ?? '')) {
        process.emitWarning('Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.', 'DeprecationWarning', 'DEP0005');
      }
    }
    if (typeof arg === 'number') {
      if (typeof encodingOrOffset === 'string') throw argType('string', 'of type string', arg);
      return Buffer.alloc(arg);
    }
    return Buffer.from(arg, encodingOrOffset, length);
  }
  Object.defineProperty(Buffer, 'length', { value: 3 });
  FastBuffer.prototype.constructor = Buffer;
  Buffer.prototype = FastBuffer.prototype;
  Object.setPrototypeOf(Buffer, Uint8Array);
  Object.defineProperty(Buffer, Symbol.species, { enumerable: false, configurable: true, get() { return FastBuffer; } });
  Buffer.poolSize = 64 * 1024;
  createPool();

  // ---- statics ----------------------------------------------------------------------
  Buffer.from = function from(value, encodingOrOffset, length) {
    if (typeof value === 'string') return fromString(value, encodingOrOffset);
    if (typeof value === 'object' && value !== null) {
      if (isAnyArrayBuffer(value)) return fromArrayBuffer(value, encodingOrOffset, length);
      const valueOf = value.valueOf && value.valueOf();
      if (valueOf != null && valueOf !== value && (typeof valueOf === 'string' || typeof valueOf === 'object'))
        return from(valueOf, encodingOrOffset, length);
      const b = fromObject(value);
      if (b) return b;
      if (typeof value[Symbol.toPrimitive] === 'function') {
        const primitive = value[Symbol.toPrimitive]('string');
        if (typeof primitive === 'string') return fromString(primitive, encodingOrOffset);
      }
    }
    throw argType('first argument',
      'of type string or an instance of Buffer, ArrayBuffer, or Array or an Array-like Object', value);
  };
  Buffer.copyBytesFrom = function copyBytesFrom(view, offset, length) {
    if (!ArrayBuffer.isView(view) || view instanceof DataView) throw argType('view', 'an instance of TypedArray', view);
    const viewLength = view.length;
    if (viewLength === 0) return Buffer.alloc(0);
    if (offset !== undefined || length !== undefined) {
      if (offset !== undefined) {
        validateInteger(offset, 'offset', 0, Number.MAX_SAFE_INTEGER);
        if (offset >= viewLength) return Buffer.alloc(0);
      } else offset = 0;
      let end;
      if (length !== undefined) {
        validateInteger(length, 'length', 0, Number.MAX_SAFE_INTEGER);
        end = offset + length;
      } else end = viewLength;
      view = view.slice(offset, end);
    }
    return fromArrayLike(new Uint8Array(view.buffer, view.byteOffset, view.byteLength));
  };
  Buffer.of = function of(...items) {
    const b = new FastBuffer(items.length);
    for (let k = 0; k < items.length; k++) b[k] = items[k];
    return b;
  };
  const assertSize = (size) => validateNumber(size, 'size', 0, kMaxLength);
  Buffer.alloc = function alloc(size, fill, encoding) {
    assertSize(size);
    if (fill !== undefined && fill !== 0 && size > 0) {
      const buf = new FastBuffer(size);
      return _fill(buf, fill, 0, buf.length, encoding);
    }
    return new FastBuffer(size);
  };
  Buffer.allocUnsafe = function allocUnsafe(size) {
    assertSize(size);
    return allocate(size);
  };
  Buffer.allocUnsafeSlow = function allocUnsafeSlow(size) {
    assertSize(size);
    return new FastBuffer(size);
  };
  Buffer.isBuffer = function isBuffer(b) {
    return b instanceof Buffer;
  };
  Buffer.compare = function compare(buf1, buf2) {
    if (!isUint8Array(buf1)) throw notBuffer('buf1', buf1);
    if (!isUint8Array(buf2)) throw notBuffer('buf2', buf2);
    if (buf1 === buf2) return 0;
    return n.compare(buf1, 0, buf1.length, buf2, 0, buf2.length);
  };
  Buffer.isEncoding = function isEncoding(encoding) {
    return typeof encoding === 'string' && encoding.length !== 0 && normalizeEncoding(encoding) !== undefined;
  };
  Buffer.concat = function concat(list, length) {
    if (!Array.isArray(list)) throw argType('list', 'an instance of Array', list);
    if (list.length === 0) return new FastBuffer();
    if (length === undefined) {
      length = 0;
      for (let i = 0; i < list.length; i++) if (list[i].length) length += list[i].length;
    } else validateOffset(length, 'length');
    const buffer = Buffer.allocUnsafe(length);
    let pos = 0;
    for (let i = 0; i < list.length; i++) {
      const buf = list[i];
      if (!isUint8Array(buf)) throw notBuffer(`list[${i}]`, list[i]);
      pos += copyActual(buf, buffer, pos, 0, buf.length);
    }
    if (pos < length) buffer.fill(0, pos, length);
    return buffer;
  };
  function byteLength(string, encoding) {
    if (typeof string !== 'string') {
      if (ArrayBuffer.isView(string) || isAnyArrayBuffer(string)) return string.byteLength;
      throw argType('string', 'of type string or an instance of Buffer or ArrayBuffer', string);
    }
    const len = string.length;
    if (len === 0) return 0;
    if (!encoding || encoding === 'utf8') return n.byteLengthUtf8(string);
    if (encoding === 'ascii') return len;
    return byteLengthOf(string, encodingCode(encoding) ?? E.UTF8);
  }
  Buffer.byteLength = byteLength;
  Buffer.stringLength = function stringLength(input, encoding = 'utf8') {
    if (!(ArrayBuffer.isView(input) && !(input instanceof DataView)) && !isAnyArrayBuffer(input))
      throw argType('input', 'an instance of ArrayBuffer, Buffer, or TypedArray', input);
    if (typeof encoding !== 'string') throw argType('encoding', 'of type string', encoding);
    const code = encodingCode(encoding);
    if (code === undefined) throw unknownEncoding(encoding);
    const length = input.byteLength;
    switch (code) {
      case E.UTF8: return length === 0 ? 0 : n.slice(input, 0, length, E.UTF8).length;
      case E.UCS2: return Math.floor(length / 2);
      case E.HEX: return length * 2;
      case E.BASE64: return Math.ceil(length / 3) * 4;
      case E.BASE64URL: return Math.ceil(length * 4 / 3);
      default: return length;
    }
  };
  Buffer[Symbol('kIsEncodingSymbol')] = Buffer.isEncoding;

  // ---- the prototype ---------------------------------------------------------------
  // The methods are made in m, then defined on the prototype in node's order
  // (for-in and Object.keys show it).
  const m = {};
  Object.defineProperty(m, 'parent', {
    enumerable: true, configurable: true,
    get() {
      if (!(this instanceof Buffer)) return undefined;
      return this.buffer;
    },
  });
  Object.defineProperty(m, 'offset', {
    enumerable: true, configurable: true,
    get() {
      if (!(this instanceof Buffer)) return undefined;
      return this.byteOffset;
    },
  });

  // readers and writers: node's checks (validateNumber, then an element
  // past the end is a bounds error), the bytes through the same loops
  function readBytes(buf, offset, size, le) {
    validateNumber(offset, 'offset');
    if (buf[offset] === undefined || buf[offset + size - 1] === undefined) boundsError(offset, buf.length - size);
    return rawBytes(buf, offset, size, le);
  }
  function rawBytes(buf, offset, size, le) {
    let v = 0;
    if (le) for (let i = size - 1; i >= 0; i--) v = v * 256 + buf[offset + i];
    else for (let i = 0; i < size; i++) v = v * 256 + buf[offset + i];
    return v;
  }
  const signed = (v, size) => (v >= 2 ** (8 * size - 1) ? v - 2 ** (8 * size) : v);
  function checkInt(value, min, max, buf, offset, byteLength) {
    if (value > max || value < min) {
      const b = typeof min === 'bigint' ? 'n' : '';
      let range;
      if (byteLength > 3) {
        if (min === 0 || min === 0n) range = `>= 0${b} and < 2${b} ** ${(byteLength + 1) * 8}${b}`;
        else range = `>= -(2${b} ** ${(byteLength + 1) * 8 - 1}${b}) and < 2${b} ** ${(byteLength + 1) * 8 - 1}${b}`;
      } else range = `>= ${min}${b} and <= ${max}${b}`;
      throw outOfRange('value', range, value);
    }
    validateNumber(offset, 'offset');
    if (buf[offset] === undefined || buf[offset + byteLength] === undefined) boundsError(offset, buf.length - (byteLength + 1));
  }
  function writeBytes(buf, value, offset, size, le, min, max) {
    value = +value;
    if (size === 1) {
      validateNumber(offset, 'offset');
      if (value > max || value < min) throw outOfRange('value', `>= ${min} and <= ${max}`, value);
      if (buf[offset] === undefined) boundsError(offset, buf.length - 1);
      buf[offset] = value;
      return offset + 1;
    }
    checkInt(value, min, max, buf, offset, size - 1);
    let lo = value;
    let hi = Math.floor(value * 2 ** -32);
    for (let i = 0; i < size; i++) {
      const at = le ? offset + i : offset + size - 1 - i;
      if (i < 4) {
        buf[at] = lo;
        lo = lo >>> 8;
      } else {
        buf[at] = hi;
        hi = hi >>> 8;
      }
    }
    return offset + size;
  }
  const limits = [0, 0xff, 0xffff, 0xffffff, 0xffffffff, 0xffffffffff, 0xffffffffffff];
  function sizeCheck(byteLength) {
    if (byteLength >= 1 && byteLength <= 6 && Number.isInteger(byteLength)) return;
    boundsError(byteLength, 6, 'byteLength');
  }
  for (const [le, end] of [[true, 'LE'], [false, 'BE']]) {
    for (const size of [2, 4]) {
      m[`readUInt${size * 8}${end}`] = { [`readUInt${size * 8}${end}`](offset = 0) {
        return readBytes(this, offset, size, le);
      } }[`readUInt${size * 8}${end}`];
      m[`readInt${size * 8}${end}`] = { [`readInt${size * 8}${end}`](offset = 0) {
        return signed(readBytes(this, offset, size, le), size);
      } }[`readInt${size * 8}${end}`];
      m[`writeUInt${size * 8}${end}`] = { [`writeUInt${size * 8}${end}`](value, offset = 0) {
        return writeBytes(this, value, offset, size, le, 0, limits[size]);
      } }[`writeUInt${size * 8}${end}`];
      m[`writeInt${size * 8}${end}`] = { [`writeInt${size * 8}${end}`](value, offset = 0) {
        return writeBytes(this, value, offset, size, le, -(2 ** (8 * size - 1)), 2 ** (8 * size - 1) - 1);
      } }[`writeInt${size * 8}${end}`];
    }
    m[`readUInt${end}`] = { [`readUInt${end}`](offset, byteLength) {
      if (offset === undefined) throw argType('offset', 'of type number', offset);
      sizeCheck(byteLength);
      return readBytes(this, offset, byteLength, le);
    } }[`readUInt${end}`];
    m[`readInt${end}`] = { [`readInt${end}`](offset, byteLength) {
      if (offset === undefined) throw argType('offset', 'of type number', offset);
      sizeCheck(byteLength);
      return signed(readBytes(this, offset, byteLength, le), byteLength);
    } }[`readInt${end}`];
    m[`writeUInt${end}`] = { [`writeUInt${end}`](value, offset, byteLength) {
      sizeCheck(byteLength);
      return writeBytes(this, value, offset, byteLength, le, 0, limits[byteLength]);
    } }[`writeUInt${end}`];
    m[`writeInt${end}`] = { [`writeInt${end}`](value, offset, byteLength) {
      sizeCheck(byteLength);
      return writeBytes(this, value, offset, byteLength, le, -(2 ** (8 * byteLength - 1)), 2 ** (8 * byteLength - 1) - 1);
    } }[`writeInt${end}`];
    m[`readBigUInt64${end}`] = { [`readBigUInt64${end}`](offset = 0) {
      validateNumber(offset, 'offset');
      if (this[offset] === undefined || this[offset + 7] === undefined) boundsError(offset, this.length - 8);
      const a = BigInt(rawBytes(this, offset, 4, le)), b = BigInt(rawBytes(this, offset + 4, 4, le));
      return le ? a + (b << 32n) : (a << 32n) + b;
    } }[`readBigUInt64${end}`];
    const readBig = m[`readBigUInt64${end}`];
    m[`readBigInt64${end}`] = { [`readBigInt64${end}`](offset = 0) {
      return BigInt.asIntN(64, readBig.call(this, offset));
    } }[`readBigInt64${end}`];
    const bigWrite = (name, min, max) => {
      m[name] = { [name](value, offset = 0) {
        checkInt(value, min, max, this, offset, 7);
        let lo = Number(value & 0xffffffffn);
        let hi = Number(value >> 32n & 0xffffffffn);
        for (let i = 0; i < 8; i++) {
          const at = le ? offset + i : offset + 7 - i;
          if (i < 4) {
            this[at] = lo;
            lo = lo >> 8;
          } else {
            this[at] = hi;
            hi = hi >> 8;
          }
        }
        return offset + 8;
      } }[name];
    };
    bigWrite(`writeBigUInt64${end}`, 0n, 0xffffffffffffffffn);
    bigWrite(`writeBigInt64${end}`, -0x8000000000000000n, 0x7fffffffffffffffn);
  }
  m.readUInt8 = function readUInt8(offset = 0) {
    return readBytes(this, offset, 1, true);
  };
  m.readInt8 = function readInt8(offset = 0) {
    return signed(readBytes(this, offset, 1, true), 1);
  };
  m.writeUInt8 = function writeUInt8(value, offset = 0) {
    return writeBytes(this, value, offset, 1, true, 0, 0xff);
  };
  m.writeInt8 = function writeInt8(value, offset = 0) {
    return writeBytes(this, value, offset, 1, true, -0x80, 0x7f);
  };
  // floats: through a scratch Float32Array/Float64Array and its bytes
  const f32 = new Float32Array(1), f32b = new Uint8Array(f32.buffer);
  const f64 = new Float64Array(1), f64b = new Uint8Array(f64.buffer);
  f32[0] = -1;
  const hostBE = f32b[3] === 0;
  for (const [le, end] of [[true, 'LE'], [false, 'BE']]) {
    for (const [size, arr, bytes, name] of [[4, f32, f32b, 'Float'], [8, f64, f64b, 'Double']]) {
      const flip = le === hostBE;
      m[`read${name}${end}`] = { [`read${name}${end}`](offset = 0) {
        validateNumber(offset, 'offset');
        if (this[offset] === undefined || this[offset + size - 1] === undefined) boundsError(offset, this.length - size);
        for (let i = 0; i < size; i++) bytes[flip ? size - 1 - i : i] = this[offset + i];
        return arr[0];
      } }[`read${name}${end}`];
      m[`write${name}${end}`] = { [`write${name}${end}`](val, offset = 0) {
        val = +val;
        validateNumber(offset, 'offset');
        if (this[offset] === undefined || this[offset + size - 1] === undefined) boundsError(offset, this.length - size);
        arr[0] = val;
        for (let i = 0; i < size; i++) this[offset + i] = bytes[flip ? size - 1 - i : i];
        return offset + size;
      } }[`write${name}${end}`];
    }
  }
  // node's lower-case "Uint" aliases
  for (const k of Object.keys(m))
    if (/^(read|write)(Big)?UInt/.test(k)) m[k.replace('UInt', 'Uint')] = m[k];

  // the encoders by name (node's asciiSlice, utf8Write, ...)
  for (const [name, code] of [['ascii', E.ASCII], ['base64', E.BASE64], ['base64url', E.BASE64URL],
    ['latin1', E.LATIN1], ['hex', E.HEX], ['ucs2', E.UCS2], ['utf8', E.UTF8]]) {
    m[`${name}Slice`] = { [`${name}Slice`](start, end) {
      return n.slice(this, start, end, code);
    } }[`${name}Slice`];
    m[`${name}Write`] = { [`${name}Write`](string, offset = 0, length = this.length - offset) {
      if (offset > this.length) throw outOfBounds('offset');
      if (length > this.length - offset) throw outOfBounds('length');
      return n.write(this, string, offset, length, code);
    } }[`${name}Write`];
  }

  function copyActual(source, target, targetStart, sourceStart, sourceEnd) {
    if (sourceEnd - sourceStart > target.byteLength - targetStart)
      sourceEnd = sourceStart + target.byteLength - targetStart;
    let nb = sourceEnd - sourceStart;
    const sourceLen = source.byteLength - sourceStart;
    if (nb > sourceLen) nb = sourceLen;
    if (nb <= 0) return 0;
    const src = new Uint8Array(source.buffer, source.byteOffset + sourceStart, nb);
    new Uint8Array(target.buffer, target.byteOffset + targetStart, nb).set(src);
    return nb;
  }
  function toInteger(v, dflt) {
    v = +v;
    if (!Number.isNaN(v) && v >= Number.MIN_SAFE_INTEGER && v <= Number.MAX_SAFE_INTEGER)
      return v % 1 === 0 ? v : Math.floor(v);
    return dflt;
  }
  m.copy = function copy(target, targetStart, sourceStart, sourceEnd) {
    if (!isUint8Array(this)) throw notBuffer('source', this);
    if (!isUint8Array(target)) throw notBuffer('target', target);
    if (targetStart === undefined) targetStart = 0;
    else {
      targetStart = Number.isInteger(targetStart) ? targetStart : toInteger(targetStart, 0);
      if (targetStart < 0) throw outOfRange('targetStart', '>= 0', targetStart);
    }
    if (sourceStart === undefined) sourceStart = 0;
    else {
      sourceStart = Number.isInteger(sourceStart) ? sourceStart : toInteger(sourceStart, 0);
      if (sourceStart < 0 || sourceStart > this.byteLength)
        throw outOfRange('sourceStart', `>= 0 && <= ${this.byteLength}`, sourceStart);
    }
    if (sourceEnd === undefined) sourceEnd = this.byteLength;
    else {
      sourceEnd = Number.isInteger(sourceEnd) ? sourceEnd : toInteger(sourceEnd, 0);
      if (sourceEnd < 0) throw outOfRange('sourceEnd', '>= 0', sourceEnd);
    }
    if (targetStart >= target.byteLength || sourceStart >= sourceEnd) return 0;
    return copyActual(this, target, targetStart, sourceStart, sourceEnd);
  };
  m.toString = function toString(encoding, start, end) {
    if (arguments.length === 0) return n.slice(this, 0, this.length, E.UTF8);
    const len = this.length;
    if (start <= 0) start = 0;
    else if (start >= len) return '';
    else start = Math.trunc(start) || 0;
    if (end === undefined || end > len) end = len;
    else end = Math.trunc(end) || 0;
    if (end <= start) return '';
    if (encoding === undefined) return n.slice(this, start, end, E.UTF8);
    const code = encodingCode(encoding);
    if (code === undefined) throw unknownEncoding(encoding);
    return n.slice(this, start, end, code);
  };
  m.equals = function equals(otherBuffer) {
    if (!isUint8Array(otherBuffer)) throw notBuffer('otherBuffer', otherBuffer);
    if (this === otherBuffer) return true;
    const len = this.byteLength;
    if (len !== otherBuffer.byteLength) return false;
    return len === 0 || n.compare(this, 0, len, otherBuffer, 0, len) === 0;
  };
  m.inspect = function inspect(recurseTimes, ctx) {
    const max = INSPECT_MAX_BYTES;
    const actualMax = Math.min(max, this.length);
    const remaining = this.length - max;
    let str = n.slice(this, 0, actualMax, E.HEX).replace(/(.{2})/g, '$1 ').trim();
    if (remaining > 0) str += ` ... ${remaining} more byte${remaining > 1 ? 's' : ''}`;
    if (ctx) {
      // the buffer's own non-index enumerable properties, as node adds them
      const obj = { __proto__: null };
      let extras = false;
      for (const key of Reflect.ownKeys(this)) {
        if (typeof key === 'string' && /^(0|[1-9][0-9]*)$/.test(key)) continue;
        if (!Object.prototype.propertyIsEnumerable.call(this, key)) continue;
        extras = true;
        obj[key] = this[key];
      }
      if (extras) {
        if (this.length !== 0) str += ', ';
        str += n.inspect(obj, typeof recurseTimes === 'number' ? recurseTimes : 2).slice(27, -2).replace(/\n\s*/g, ' ');
      }
    }
    return `<${this.constructor.name} ${str}>`;
  };
  m.compare = function compare(target, targetStart, targetEnd, sourceStart, sourceEnd) {
    if (!isUint8Array(target)) throw notBuffer('target', target);
    if (arguments.length === 1) return n.compare(this, 0, this.length, target, 0, target.length);
    if (targetStart === undefined) targetStart = 0;
    else validateOffset(targetStart, 'targetStart');
    if (targetEnd === undefined) targetEnd = target.length;
    else validateOffset(targetEnd, 'targetEnd', 0, target.length);
    if (sourceStart === undefined) sourceStart = 0;
    else validateOffset(sourceStart, 'sourceStart');
    if (sourceEnd === undefined) sourceEnd = this.length;
    else validateOffset(sourceEnd, 'sourceEnd', 0, this.length);
    if (sourceStart >= sourceEnd) return targetStart >= targetEnd ? 0 : -1;
    if (targetStart >= targetEnd) return 1;
    if (sourceStart > this.length) throw outOfRange('sourceStart', `>= 0 && <= ${this.length}`, sourceStart);
    if (targetStart > target.length) throw outOfRange('targetStart', `>= 0 && <= ${target.length}`, targetStart);
    return n.compare(this, sourceStart, sourceEnd, target, targetStart, targetEnd);
  };

  // indexOf/lastIndexOf: node's bidirectionalIndexOf; a string needle is
  // searched as its bytes in the encoding (UTF-16 in 2-byte steps)
  function bidirectionalIndexOf(buffer, val, byteOffset, encoding, dir) {
    if (typeof byteOffset === 'string') {
      encoding = byteOffset;
      byteOffset = undefined;
    } else if (byteOffset > 0x7fffffff) byteOffset = 0x7fffffff;
    else if (byteOffset < -0x80000000) byteOffset = -0x80000000;
    byteOffset = +byteOffset;
    if (Number.isNaN(byteOffset)) byteOffset = dir ? 0 : (buffer.length || buffer.byteLength);
    if (typeof val === 'number') return n.indexOf(buffer, new Uint8Array([val >>> 0]), byteOffset, false, dir);
    const code = encoding === undefined ? E.UTF8 : encodingCode(encoding);
    if (typeof val === 'string') {
      if (code === undefined) throw unknownEncoding(encoding);
      return n.indexOf(buffer, fromStringCode(val, code), byteOffset, code === E.UCS2, dir);
    }
    if (isUint8Array(val)) return n.indexOf(buffer, val, byteOffset, code === E.UCS2, dir);
    throw argType('value', 'one of type number or string or an instance of Buffer or Uint8Array', val);
  }
  m.indexOf = function indexOf(val, byteOffset, encoding) {
    return bidirectionalIndexOf(this, val, byteOffset, encoding, true);
  };
  m.lastIndexOf = function lastIndexOf(val, byteOffset, encoding) {
    return bidirectionalIndexOf(this, val, byteOffset, encoding, false);
  };
  m.includes = function includes(val, byteOffset, encoding) {
    return this.indexOf(val, byteOffset, encoding) !== -1;
  };

  function _fill(buf, value, offset, end, encoding) {
    let code;
    if (typeof value === 'string') {
      if (offset === undefined || typeof offset === 'string') {
        encoding = offset;
        offset = 0;
        end = buf.length;
      } else if (typeof end === 'string') {
        encoding = end;
        end = buf.length;
      }
      const normalized = normalizeEncoding(encoding);
      if (normalized === undefined) {
        if (typeof encoding !== 'string') throw argType('encoding', 'of type string', encoding);
        throw unknownEncoding(encoding);
      }
      code = codeOf[normalized];
      if (value.length === 0) value = 0;
      else if (value.length === 1) {
        if (code === E.UTF8) {
          const c = value.charCodeAt(0);
          if (c < 128) value = c;
        } else if (code === E.LATIN1) value = value.charCodeAt(0);
      }
    }
    if (offset === undefined) {
      offset = 0;
      end = buf.length;
    } else {
      validateOffset(offset, 'offset');
      if (end === undefined) end = buf.length;
      else validateOffset(end, 'end', 0, buf.length);
      if (offset >= end) return buf;
    }
    if (typeof value === 'number') {
      if (offset > end || end - offset + offset > buf.byteLength) throw outOfBounds();
      Uint8Array.prototype.fill.call(buf, value, offset, end);
      return buf;
    }
    let pattern;
    if (typeof value === 'string') pattern = fromStringCode(value, code);
    else if (ArrayBuffer.isView(value)) pattern = new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
    else {
      Uint8Array.prototype.fill.call(buf, (value >>> 0) & 255, offset, end);
      return buf;
    }
    if (pattern.length === 0)
      throw n.nodeError(0, 'ERR_INVALID_ARG_VALUE', `The argument 'value' is invalid. Received ${n.inspect(value, 2)}`);
    n.fill(buf, pattern, offset, end);
    return buf;
  }
  m.fill = function fill(value, offset, end, encoding) {
    return _fill(this, value, offset, end, encoding);
  };
  m.write = function write(string, offset, length, encoding) {
    if (offset === undefined) return n.write(this, string, 0, this.length, E.UTF8);
    if (length === undefined && typeof offset === 'string') {
      encoding = offset;
      length = this.length;
      offset = 0;
    } else {
      validateOffset(offset, 'offset', 0, this.length);
      const remaining = this.length - offset;
      if (length === undefined) length = remaining;
      else if (typeof length === 'string') {
        encoding = length;
        length = remaining;
      } else {
        validateOffset(length, 'length', 0, this.length);
        if (length > remaining) length = remaining;
      }
    }
    let code = E.UTF8;
    if (encoding && encoding !== 'utf8') {
      code = encodingCode(encoding);
      if (code === undefined) throw unknownEncoding(encoding);
    }
    return n.write(this, string, offset, length, code);
  };
  m.toJSON = function toJSON() {
    if (this.length > 0) {
      const data = new Array(this.length);
      for (let i = 0; i < this.length; ++i) data[i] = this[i];
      return { type: 'Buffer', data };
    }
    return { type: 'Buffer', data: [] };
  };
  function adjustOffset(offset, length) {
    offset = Math.trunc(offset);
    if (offset === 0 || Number.isNaN(offset)) return 0;
    if (offset < 0) {
      offset += length;
      return offset > 0 ? offset : 0;
    }
    return offset < length ? offset : length;
  }
  m.subarray = function subarray(start, end) {
    const srcLength = this.length;
    start = adjustOffset(start, srcLength);
    end = end !== undefined ? adjustOffset(end, srcLength) : srcLength;
    const newLength = end > start ? end - start : 0;
    return new FastBuffer(this.buffer, this.byteOffset + start, newLength);
  };
  m.slice = function slice(start, end) {
    return this.subarray(start, end);
  };
  function swap(b, size) {
    const len = b.length;
    if (len % size !== 0)
      throw n.nodeError(1, 'ERR_INVALID_BUFFER_SIZE', `Buffer size must be a multiple of ${size * 8}-bits`);
    for (let i = 0; i < len; i += size)
      for (let j = 0, k = size - 1; j < k; j++, k--) {
        const t = b[i + j];
        b[i + j] = b[i + k];
        b[i + k] = t;
      }
    return b;
  }
  m.swap16 = function swap16() {
    return swap(this, 2);
  };
  m.swap32 = function swap32() {
    return swap(this, 4);
  };
  m.swap64 = function swap64() {
    return swap(this, 8);
  };
  m.toLocaleString = m.toString;

  for (const k of `readBigUInt64LE readBigUInt64BE readBigUint64LE readBigUint64BE readBigInt64LE readBigInt64BE
    writeBigUInt64LE writeBigUInt64BE writeBigUint64LE writeBigUint64BE writeBigInt64LE writeBigInt64BE
    readUIntLE readUInt32LE readUInt16LE readUInt8 readUIntBE readUInt32BE readUInt16BE readUintLE
    readUint32LE readUint16LE readUint8 readUintBE readUint32BE readUint16BE readIntLE readInt32LE
    readInt16LE readInt8 readIntBE readInt32BE readInt16BE writeUIntLE writeUInt32LE writeUInt16LE
    writeUInt8 writeUIntBE writeUInt32BE writeUInt16BE writeUintLE writeUint32LE writeUint16LE writeUint8
    writeUintBE writeUint32BE writeUint16BE writeIntLE writeInt32LE writeInt16LE writeInt8 writeIntBE
    writeInt32BE writeInt16BE readFloatLE readFloatBE readDoubleLE readDoubleBE writeFloatLE writeFloatBE
    writeDoubleLE writeDoubleBE asciiSlice base64Slice base64urlSlice latin1Slice hexSlice ucs2Slice
    utf8Slice asciiWrite base64Write base64urlWrite latin1Write hexWrite ucs2Write utf8Write parent offset
    copy toString equals inspect compare indexOf lastIndexOf includes fill write toJSON subarray slice
    swap16 swap32 swap64 toLocaleString`.split(/\s+/))
    Object.defineProperty(Buffer.prototype, k, Object.getOwnPropertyDescriptor(m, k));
  Buffer.prototype[Symbol.for('nodejs.util.inspect.custom')] = m.inspect;

  // ---- the module ---------------------------------------------------------------------
  function isUtf8(input) {
    if (ArrayBuffer.isView(input) || isAnyArrayBuffer(input)) return n.isUtf8(input);
    throw argType('input', 'an instance of ArrayBuffer, Buffer, or TypedArray', input);
  }
  function isAscii(input) {
    if (ArrayBuffer.isView(input) || isAnyArrayBuffer(input)) return n.isAscii(input);
    throw argType('input', 'an instance of ArrayBuffer, Buffer, or TypedArray', input);
  }
  function isLatin1(input) {
    if (typeof input !== 'string') throw argType('input', 'of type string', input);
    for (let i = 0; i < input.length; i++) if (input.charCodeAt(i) > 0xFF) return false;
    return true;
  }
  const constants = { MAX_LENGTH: kMaxLength, MAX_STRING_LENGTH: kStringMaxLength };
  const exports = { Buffer, isUtf8, isAscii, isLatin1, kMaxLength, kStringMaxLength, btoa, atob,
    Blob: n.internal('blob') };
  Object.defineProperties(exports, {
    constants: { configurable: false, enumerable: true, value: constants },
    INSPECT_MAX_BYTES: {
      configurable: true, enumerable: true,
      get() { return INSPECT_MAX_BYTES; },
      set(val) {
        validateNumber(val, 'INSPECT_MAX_BYTES', 0);
        INSPECT_MAX_BYTES = val;
      },
    },
  });
  return exports;
})
