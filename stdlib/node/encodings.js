(function (n) {
  // stdlib/node/encodings.js — node's string encodings for the core modules
  // that take or give bytes (crypto, child_process): strings to bytes and
  // back in utf8, latin1/binary, ascii, hex, base64, base64url and utf16le
  // as node's Buffer reads and writes them, and toBuffer, which needs
  // node:buffer (n.core('buffer')) and says so while tarn lacks it.
  // core.c runs it once (natives.internal('encodings')).
  'use strict';
  function toBuffer(u8) {
    const b = n.core('buffer');
    if (!b)
      throw new Error("tarn does not have node's Buffer yet: this call returns one in node; pass an encoding ('utf8', 'hex', 'base64', ...) where the call takes one");
    return b.Buffer.from(u8.buffer, u8.byteOffset, u8.length);
  }

  // ---- strings to bytes and back, as node's encodings ---------------------
  const normEnc = (enc) => {
    switch (typeof enc === 'string' ? enc.toLowerCase() : enc) {
      case 'utf8': case 'utf-8': return 'utf8';
      case 'hex': return 'hex';
      case 'base64': return 'base64';
      case 'base64url': return 'base64url';
      case 'latin1': case 'binary': return 'latin1';
      case 'ascii': return 'ascii';
      case 'ucs2': case 'ucs-2': case 'utf16le': case 'utf-16le': return 'utf16le';
      default: return undefined;
    }
  };
  const b64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  const b64val = new Int8Array(128).fill(-1);
  for (let i = 0; i < 64; i++) b64val[b64.charCodeAt(i)] = i;
  b64val[45] = 62; // '-' and '_' of base64url: node decodes both alphabets
  b64val[95] = 63;

  function fromString(s, enc) {
    switch (normEnc(enc)) {
      case 'hex': {
        const out = new Uint8Array(s.length >>> 1);
        let i = 0;
        for (; i < out.length; i++) {
          const v = parseInt(s.substr(2 * i, 2), 16);
          if (Number.isNaN(v) || !/^[0-9a-fA-F]{2}$/.test(s.substr(2 * i, 2))) break;
          out[i] = v;
        }
        return out.subarray(0, i);
      }
      case 'base64': case 'base64url': {
        const out = [];
        let acc = 0, bits = 0;
        for (let i = 0; i < s.length; i++) {
          const c = s.charCodeAt(i);
          if (c === 61) break; // '='
          const v = c < 128 ? b64val[c] : -1;
          if (v < 0) continue;
          acc = (acc << 6) | v;
          bits += 6;
          if (bits >= 8) { bits -= 8; out.push((acc >> bits) & 255); }
        }
        return new Uint8Array(out);
      }
      case 'latin1': case 'ascii': {
        const out = new Uint8Array(s.length);
        for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i) & 255;
        return out;
      }
      case 'utf16le': {
        const out = new Uint8Array(s.length * 2);
        for (let i = 0; i < s.length; i++) { const c = s.charCodeAt(i); out[2 * i] = c & 255; out[2 * i + 1] = c >> 8; }
        return out;
      }
      default:
        return new TextEncoder().encode(s);
    }
  }

  // bytes as a string in encoding enc, or undefined for an encoding node
  // answers with a Buffer
  function toString(u8, enc) {
    switch (normEnc(enc)) {
      case 'hex': return Array.from(u8, (b) => (b < 16 ? '0' : '') + b.toString(16)).join('');
      case 'base64': return u8.toBase64();
      case 'base64url': return u8.toBase64({ alphabet: 'base64url', omitPadding: true });
      case 'latin1': {
        let s = '';
        for (let i = 0; i < u8.length; i++) s += String.fromCharCode(u8[i]);
        return s;
      }
      case 'ascii': {
        let s = '';
        for (let i = 0; i < u8.length; i++) s += String.fromCharCode(u8[i] & 127);
        return s;
      }
      case 'utf16le': {
        let s = '';
        for (let i = 0; i + 1 < u8.length; i += 2) s += String.fromCharCode(u8[i] | (u8[i + 1] << 8));
        return s;
      }
      case 'utf8': return new TextDecoder().decode(u8);
      default: return undefined;
    }
  }


  return { toBuffer, fromString, toString, normEnc };
})
