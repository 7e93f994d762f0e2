(function (n) {
  // stdlib/node/string_decoder.js — node:string_decoder: StringDecoder, as
  // node's native decoder works. Its state is a 7-byte Buffer (node's
  // layout, which inspect shows): bytes 0-3 the incomplete character, 4 the
  // bytes it still misses, 5 the bytes buffered, 6 the encoding (node's
  // numbering). A chunk first completes the waiting character (a string of
  // its own, put before the rest), then the chunk's own unfinished tail
  // waits: UTF-8's last character, UTF-16's odd byte or lead surrogate,
  // base64's bytes past a multiple of three. Strings are made by buffer.c's
  // slice. stdlib/node/core.c compiles it with the buffer natives and
  // n.buffer, node:buffer's exports.
  'use strict';
  const { Buffer } = n.buffer;
  const kNativeDecoder = Symbol('kNativeDecoder');
  const kMissing = 4, kBuffered = 5, kEncoding = 6;
  const E = { ascii: 0, utf8: 1, base64: 2, utf16le: 3, latin1: 4, hex: 5, base64url: 7 };
  const names = {
    utf8: 'utf8', 'utf-8': 'utf8', ucs2: 'utf16le', 'ucs-2': 'utf16le', utf16le: 'utf16le',
    'utf-16le': 'utf16le', latin1: 'latin1', binary: 'latin1', base64: 'base64',
    base64url: 'base64url', hex: 'hex', ascii: 'ascii',
  };
  function normalizeEncoding(enc) {
    if (enc == null || enc === '') return 'utf8';
    const low = typeof enc === 'string' ? enc.toLowerCase() : '';
    if (Object.hasOwn(names, low)) return names[low];
    throw n.nodeError(0, 'ERR_UNKNOWN_ENCODING', `Unknown encoding: ${enc}`);
  }

  function decode(st, bytes) {
    const enc = st[kEncoding];
    if (enc === E.ascii || enc === E.hex || enc === E.latin1) return n.slice(bytes, 0, bytes.length, enc);
    let data = 0, nread = bytes.length;
    let prepend = '';
    if (st[kMissing] > 0) {
      if (enc === E.utf8) {
        // a byte that should continue the character but does not ends it
        for (let i = 0; i < nread && i < st[kMissing]; i++) {
          if ((bytes[i] & 0xC0) !== 0x80) {
            st[kMissing] = 0;
            st.set(bytes.subarray(0, i), st[kBuffered]);
            st[kBuffered] += i;
            data += i;
            nread -= i;
            break;
          }
        }
      }
      const found = Math.min(nread, st[kMissing]);
      st.set(bytes.subarray(data, data + found), st[kBuffered]);
      data += found;
      nread -= found;
      st[kMissing] -= found;
      st[kBuffered] += found;
      if (st[kMissing] === 0) {
        prepend = n.slice(st, 0, st[kBuffered], enc);
        st[kBuffered] = 0;
      }
    }
    if (nread === 0) return prepend;
    const end = data + nread;
    if (enc === E.utf8 && bytes[end - 1] & 0x80) {
      // where does the last character start, and is it whole?
      for (let i = end - 1; ; i--) {
        st[kBuffered]++;
        if ((bytes[i] & 0xC0) === 0x80) {
          if (st[kBuffered] >= 4 || i === data) {
            st[kBuffered] = 0;
            break;
          }
        } else {
          const c = bytes[i];
          if ((c & 0xE0) === 0xC0) st[kMissing] = 2;
          else if ((c & 0xF0) === 0xE0) st[kMissing] = 3;
          else if ((c & 0xF8) === 0xF0) st[kMissing] = 4;
          else {
            st[kBuffered] = 0;
            break;
          }
          if (st[kBuffered] >= st[kMissing]) {
            st[kMissing] = 0;
            st[kBuffered] = 0;
          }
          st[kMissing] -= st[kBuffered];
          break;
        }
      }
    } else if (enc === E.utf16le) {
      if (nread % 2 === 1) {
        st[kBuffered] = 1;
        st[kMissing] = 1;
      } else if ((bytes[end - 1] & 0xFC) === 0xD8) {
        st[kBuffered] = 2;
        st[kMissing] = 2;
      }
    } else if (enc === E.base64 || enc === E.base64url) {
      st[kBuffered] = nread % 3;
      if (st[kBuffered] > 0) st[kMissing] = 3 - st[kBuffered];
    }
    const keep = st[kBuffered];
    if (keep > 0) {
      st.set(bytes.subarray(end - keep, end), 0);
      nread -= keep;
    }
    return prepend + (nread > 0 ? n.slice(bytes, data, data + nread, enc) : '');
  }

  function flush(st) {
    const enc = st[kEncoding];
    if (enc === E.utf16le && st[kBuffered] % 2 === 1) {
      st[kMissing]--;
      st[kBuffered]--;
    }
    if (st[kBuffered] === 0) return '';
    const r = n.slice(st, 0, st[kBuffered], enc);
    st[kMissing] = 0;
    st[kBuffered] = 0;
    return r;
  }

  function StringDecoder(encoding) {
    this.encoding = normalizeEncoding(encoding);
    this[kNativeDecoder] = Buffer.alloc(7);
    this[kNativeDecoder][kEncoding] = E[this.encoding];
  }
  const state = (d) => {
    const st = d == null ? undefined : d[kNativeDecoder];
    if (!(st instanceof Buffer))
      throw n.nodeError(0, 'ERR_INVALID_THIS', 'Value of "this" must be of type StringDecoder');
    return st;
  };
  StringDecoder.prototype.write = function write(buf) {
    if (typeof buf === 'string') return buf;
    if (!ArrayBuffer.isView(buf))
      throw n.nodeError(0, 'ERR_INVALID_ARG_TYPE',
        `The "buf" argument must be an instance of Buffer, TypedArray, or DataView.${n.received(buf)}`);
    const st = state(this);
    return decode(st, new Uint8Array(buf.buffer, buf.byteOffset, buf.byteLength));
  };
  StringDecoder.prototype.end = function end(buf) {
    let ret = '';
    if (buf !== undefined) ret = this.write(buf);
    if (state(this)[kBuffered] > 0) ret += flush(state(this));
    return ret;
  };
  StringDecoder.prototype.text = function text(buf, offset) {
    const st = state(this);
    st[kMissing] = 0;
    st[kBuffered] = 0;
    return this.write(buf.slice(offset));
  };
  Object.defineProperties(StringDecoder.prototype, {
    lastChar: { configurable: true, enumerable: true, get() { return state(this).subarray(0, 4); } },
    lastNeed: { configurable: true, enumerable: true, get() { return state(this)[kMissing]; } },
    lastTotal: {
      configurable: true, enumerable: true,
      get() { return state(this)[kBuffered] + state(this)[kMissing]; },
    },
  });
  return { StringDecoder };
})
