(function (n) {
  // stdlib/node/querystring.js — node:querystring: parse/decode,
  // stringify/encode, escape and unescape (node's lenient percent-decoding:
  // a malformed %XX stays as written, invalid UTF-8 becomes U+FFFD).
  // stdlib/node/core.c compiles it on first use with the shared natives n.
  'use strict';
  const hex = (c) => (c >= 48 && c <= 57 ? c - 48 : c >= 65 && c <= 70 ? c - 55 : c >= 97 && c <= 102 ? c - 87 : -1);
  function unescapeBuffer(s, decodeSpaces) {
    const bytes = [];
    const text = String(s);
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === 43 && decodeSpaces) { bytes.push(32); continue; }
      if (c === 37 && i + 2 < text.length + 0 && hex(text.charCodeAt(i + 1)) >= 0 && hex(text.charCodeAt(i + 2)) >= 0) {
        bytes.push(hex(text.charCodeAt(i + 1)) * 16 + hex(text.charCodeAt(i + 2)));
        i += 2;
        continue;
      }
      const cp = text.codePointAt(i);
      if (cp > 0xffff) i++;
      for (const b of new TextEncoder().encode(String.fromCodePoint(cp))) bytes.push(b);
    }
    return Uint8Array.from(bytes);
  }
  function unescape(s, decodeSpaces) {
    try {
      return decodeURIComponent(s);
    } catch {
      return new TextDecoder().decode(unescapeBuffer(s, decodeSpaces));
    }
  }
  function escape(str) {
    if (typeof str !== 'string') {
      if (typeof str === 'object') str = String(str);
      else str += '';
    }
    try {
      return encodeURIComponent(str);
    } catch {
      throw n.nodeError(2, 'ERR_INVALID_URI', 'URI malformed');
    }
  }
  const primitive = (v) => {
    if (typeof v === 'string') return v;
    if (typeof v === 'number' && isFinite(v)) return '' + v;
    if (typeof v === 'bigint') return '' + v;
    if (typeof v === 'boolean') return v ? 'true' : 'false';
    return '';
  };
  function stringify(obj, sep, eq, options) {
    sep = sep || '&';
    eq = eq || '=';
    const enc = options && typeof options.encodeURIComponent === 'function' ? options.encodeURIComponent : qs.escape;
    if (obj === null || typeof obj !== 'object') return '';
    const out = [];
    for (const k of Object.keys(obj)) {
      const v = obj[k];
      const ks = enc(primitive(k)) + eq;
      if (Array.isArray(v)) {
        for (const x of v) out.push(ks + enc(primitive(x)));
      } else {
        out.push(ks + enc(primitive(v)));
      }
    }
    return out.join(sep);
  }
  function parse(qstr, sep, eq, options) {
    const obj = { __proto__: null };
    if (typeof qstr !== 'string' || qstr.length === 0) return obj;
    sep = sep ? String(sep) : '&';
    eq = eq ? String(eq) : '=';
    let maxKeys = 1000;
    if (options && typeof options.maxKeys === 'number') maxKeys = options.maxKeys;
    const dec = options && typeof options.decodeURIComponent === 'function' ? options.decodeURIComponent : null;
    const decode = (s) => {
      const plus = s.replace(/\+/g, ' ');
      if (dec) {
        try { return dec(plus); } catch { return unescape(plus, true); }
      }
      return qs.unescape(plus, true);
    };
    let parts = qstr.split(sep);
    if (maxKeys > 0) parts = parts.slice(0, maxKeys);
    for (const part of parts) {
      if (part.length === 0 && parts.length > 1) continue;
      const i = part.indexOf(eq);
      const k = decode(i >= 0 ? part.slice(0, i) : part);
      const v = i >= 0 ? decode(part.slice(i + eq.length)) : '';
      if (!(k in obj)) obj[k] = v;
      else if (Array.isArray(obj[k])) obj[k].push(v);
      else obj[k] = [obj[k], v];
    }
    return obj;
  }
  const qs = { unescapeBuffer, unescape, escape, stringify, encode: stringify, parse, decode: parse };
  return qs;
})
