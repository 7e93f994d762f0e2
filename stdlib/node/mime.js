(function (n) {
  // stdlib/node/mime.js — util.MIMEType and util.MIMEParams as node 26 has
  // them: the WHATWG MIME Sniffing parser (type "/" subtype, then ";"
  // separated parameters, names lower-cased, the first of a name kept,
  // values as tokens or quoted strings) and its serializer (a value that
  // is not a token is quoted, with '"' and '\' escaped). The parameters are
  // parsed on first use, as node's. Errors are node's TypeError
  // ERR_INVALID_MIME_SYNTAX naming the production, the text and, when one
  // character is to blame, its index.
  // An internal module (stdlib/node/core.c): node:util's MIMEType and MIMEParams.
  'use strict';
  const syntax = (production, str, at) =>
    n.nodeError(0, 'ERR_INVALID_MIME_SYNTAX',
      `The MIME syntax for a ${production} in "${str}" is invalid${at !== -1 ? ` at ${at}` : ''}`);

  // HTTP token code points (RFC 9110 tchar) and quoted-string code points
  const TOKEN = /^[!#$%&'*+\-.^_`|~A-Za-z0-9]$/;
  const isToken = (ch) => TOKEN.test(ch);
  const isQuotable = (ch) => {
    const c = ch.charCodeAt(0);
    return c === 9 || (c >= 0x20 && c <= 0x7e) || (c >= 0x80 && c <= 0xff);
  };
  // the index of the first character of s failing ok, or -1
  const firstBad = (s, ok) => {
    for (let i = 0; i < s.length; i++) if (!ok(s[i])) return i;
    return -1;
  };
  const isSpace = (ch) => ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r';
  const skipSpace = (s, i) => {
    while (i < s.length && isSpace(s[i])) i++;
    return i;
  };
  const trimEnd = (s) => {
    let e = s.length;
    while (e > 0 && isSpace(s[e - 1])) e--;
    return s.slice(0, e);
  };
  // ASCII letters only: the parser never folds other case
  const lower = (s) => s.replace(/[A-Z]+/g, (m) => m.toLowerCase());

  // type or subtype: a non-empty token, lower-cased
  function checkedToken(production, v, shownAs) {
    const bad = firstBad(v, isToken);
    if (v === '' || bad !== -1) throw syntax(production, shownAs, bad);
    return lower(v);
  }

  // { type, subtype, rest }: rest is the text after the subtype's ';'
  function parseEssence(str) {
    const start = skipSpace(str, 0);
    const slash = str.indexOf('/', start);
    const rawType = slash === -1 ? str.slice(start) : str.slice(start, slash);
    const badType = firstBad(rawType, isToken);
    if (slash === -1 || rawType === '' || badType !== -1) throw syntax('type', str, badType);
    const semi = str.indexOf(';', slash + 1);
    const rawSub = trimEnd(semi === -1 ? str.slice(slash + 1) : str.slice(slash + 1, semi));
    const subtype = checkedToken('subtype', rawSub, str);
    return { type: lower(rawType), subtype, rest: semi === -1 ? '' : str.slice(semi + 1) };
  }

  // A quoted-string value starting after its opening '"' at s[i]: [value,
  // index after it]. A backslash escapes the next character; one at the
  // end stands for itself; a missing closing quote ends the value at the end.
  function quoted(s, i) {
    let v = '';
    while (i < s.length) {
      const ch = s[i++];
      if (ch === '"') return [v, i];
      if (ch === '\\') {
        if (i === s.length) return [v + '\\', i];
        v += s[i++];
      } else v += ch;
    }
    return [v, i];
  }

  // The parameter list (the text after "type/subtype;") into map. Trailing
  // whitespace is not part of it; a name without '=' or with an empty value
  // is skipped; whatever follows a quoted value up to ';' is dropped; an
  // invalid or repeated name, or a value with a character no quoted-string
  // can hold, is dropped.
  function parseParams(str, map) {
    const s = trimEnd(str);
    let i = 0;
    while (i < s.length) {
      i = skipSpace(s, i);
      let e = i;
      while (e < s.length && s[e] !== ';' && s[e] !== '=') e++;
      const name = lower(s.slice(i, e));
      i = e;
      if (i < s.length && s[i++] === ';') continue;
      if (i >= s.length) break;
      let value;
      const isQuoted = s[i] === '"';
      if (isQuoted) {
        [value, i] = quoted(s, i + 1);
        while (i < s.length && s[i] !== ';') i++;
      } else {
        const semi = s.indexOf(';', i);
        const end = semi === -1 ? s.length : semi;
        value = trimEnd(s.slice(i, end));
        i = end;
      }
      if ((isQuoted || value !== '') && name !== '' && firstBad(name, isToken) === -1 &&
          firstBad(value, isQuotable) === -1 && !map.has(name))
        map.set(name, value);
      i++;
    }
  }

  const serializeValue = (v) => {
    if (v === '') return '""';
    if (firstBad(v, isToken) === -1) return v;
    return `"${v.replace(/["\\]/g, '\\$&')}"`;
  };

  let makeParams; // MIMEParams over unparsed text: MIMEType's, not the class's
  class MIMEParams {
    #map = new Map();
    #pending = null; // the unparsed text, parsed on first use
    #ready() {
      if (this.#pending !== null) {
        const text = this.#pending;
        this.#pending = null;
        parseParams(text, this.#map);
      }
      return this.#map;
    }
    static {
      makeParams = (text) => {
        const p = new MIMEParams();
        p.#pending = text;
        return p;
      };
    }
    // names are looked up lower-cased, as they are stored
    delete(name) {
      this.#ready().delete(lower(`${name}`));
    }
    get(name) {
      const m = this.#ready();
      name = lower(`${name}`);
      return m.has(name) ? m.get(name) : null;
    }
    has(name) {
      return this.#ready().has(lower(`${name}`));
    }
    set(name, value) {
      const m = this.#ready();
      name = `${name}`;
      value = `${value}`;
      const badName = firstBad(name, isToken);
      if (name === '' || badName !== -1) throw syntax('parameter name', name, badName);
      const badValue = firstBad(value, isQuotable);
      if (badValue !== -1) throw syntax('parameter value', value, badValue);
      m.set(lower(name), value);
    }
    *entries() {
      yield* this.#ready().entries();
    }
    *keys() {
      yield* this.#ready().keys();
    }
    *values() {
      yield* this.#ready().values();
    }
    toString() {
      const parts = [];
      for (const [k, v] of this.#ready()) parts.push(`${k}=${serializeValue(v)}`);
      return parts.join(';');
    }
  }
  const paramsToString = MIMEParams.prototype.toString;
  Object.defineProperty(MIMEParams.prototype, Symbol.iterator,
    { value: MIMEParams.prototype.entries, writable: true, configurable: true });
  Object.defineProperty(MIMEParams.prototype, 'toJSON', { value: paramsToString, writable: true, configurable: true });

  class MIMEType {
    #type;
    #subtype;
    #params;
    constructor(string) {
      const str = `${string}`;
      const { type, subtype, rest } = parseEssence(str);
      this.#type = type;
      this.#subtype = subtype;
      this.#params = makeParams(rest);
    }
    get type() {
      return this.#type;
    }
    set type(v) {
      v = `${v}`;
      this.#type = checkedToken('type', v, v);
    }
    get subtype() {
      return this.#subtype;
    }
    set subtype(v) {
      v = `${v}`;
      this.#subtype = checkedToken('subtype', v, v);
    }
    get essence() {
      return `${this.#type}/${this.#subtype}`;
    }
    get params() {
      return this.#params;
    }
    toString() {
      const p = paramsToString.call(this.#params);
      return `${this.#type}/${this.#subtype}${p ? `;${p}` : ''}`;
    }
  }
  Object.defineProperty(MIMEType.prototype, 'toJSON',
    { value: MIMEType.prototype.toString, writable: true, configurable: true });

  return { MIMEType, MIMEParams };
})
