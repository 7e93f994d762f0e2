(function (n) {
  // stdlib/node/comparisons.js — node's deep equality, the one comparison
  // util.isDeepStrictEqual and assert's deepEqual / deepStrictEqual (and
  // their negations) share (node's internal/util/comparisons). core.c runs
  // it once (natives.internal('comparisons')).
  //
  // Strict mode: same prototype, same [[Class]], Object.is for primitives,
  // own enumerable string and symbol keys. Loose mode: == for primitives
  // (NaN equals NaN), prototypes ignored, symbol keys ignored. Partial mode
  // (assert.partialDeepStrictEqual): strict, but prototypes are not
  // compared and the expected value (b) need only be contained in the
  // actual one (a): its keys, its array elements in order, its set and map
  // entries. `strict` below is the mode: LOOSE (falsy), PARTIAL or STRICT.
  'use strict';
  const LOOSE = 0, PARTIAL = 1, STRICT = 2;
  const tag = (v) => Object.prototype.toString.call(v);
  const hasEnum = (o, k) => Object.prototype.propertyIsEnumerable.call(o, k);
  const isBoxed = (v) => {
    const t = tag(v);
    return t === '[object Number]' || t === '[object String]' || t === '[object Boolean]' ||
      t === '[object Symbol]' || t === '[object BigInt]';
  };
  const isError = (v) => v instanceof Error || tag(v) === '[object Error]';
  const isView = ArrayBuffer.isView;

  function prim(a, b, strict) {
    if (strict) return Object.is(a, b);
    return a == b || (a !== a && b !== b); // eslint-disable-line eqeqeq
  }

  function equal(a, b, strict, memo) {
    if (a === b) return a !== 0 || !strict || Object.is(a, b);
    if (strict) {
      if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null)
        return typeof a === 'number' && a !== a && b !== b;
      if (strict === STRICT && Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
    } else {
      if (a === null || typeof a !== 'object')
        return (b === null || typeof b !== 'object') && prim(a, b, false);
      if (b === null || typeof b !== 'object') return false;
    }
    const ta = tag(a);
    if (ta !== tag(b)) return false;
    if (Array.isArray(a) !== Array.isArray(b)) return false;
    if (Array.isArray(a) && (strict === PARTIAL ? a.length < b.length : a.length !== b.length)) return false;
    if (isView(a) && strict === PARTIAL && isView(b) && a.byteLength !== b.byteLength) {
      if (a.byteLength < b.byteLength || !subsequence(bytes(a), bytes(b), strict, memo)) return false;
    } else if (isView(a)) {
      if (!isView(b) || a.byteLength !== b.byteLength) return false;
      const loose = !strict && (ta === '[object Float32Array]' || ta === '[object Float64Array]' || ta === '[object Float16Array]');
      if (loose || a instanceof DataView) {
        const x = loose ? a : new Uint8Array(a.buffer, a.byteOffset, a.byteLength);
        const y = loose ? b : new Uint8Array(b.buffer, b.byteOffset, b.byteLength);
        for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return false;
      } else {
        const x = new Uint8Array(a.buffer, a.byteOffset, a.byteLength);
        const y = new Uint8Array(b.buffer, b.byteOffset, b.byteLength);
        for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return false;
      }
    } else if (ta === '[object ArrayBuffer]' || ta === '[object SharedArrayBuffer]') {
      if (a.byteLength !== b.byteLength) return false;
      const x = new Uint8Array(a), y = new Uint8Array(b);
      for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return false;
    } else if (ta === '[object Date]') {
      const x = a.getTime(), y = b.getTime();
      if (x !== y && (x === x || y === y)) return false;
    } else if (ta === '[object RegExp]') {
      if (a.source !== b.source || a.flags !== b.flags || a.lastIndex !== b.lastIndex) return false;
    } else if (isError(a)) {
      if (!isError(b)) return false;
      for (const k of ['message', 'name', 'cause', 'errors'])
        if (!hasEnum(b, k) && !(strict === PARTIAL && (b[k] === undefined || (k === 'message' && b[k] === ''))) &&
            !equal(a[k], b[k], strict, memo)) return false;
      if (Object.prototype.hasOwnProperty.call(a, 'cause') !== Object.prototype.hasOwnProperty.call(b, 'cause'))
        return false;
    } else if (isBoxed(a)) {
      if (!Object.is(a.valueOf(), b.valueOf())) return false;
    } else if (isBoxed(b) || isError(b) || ta === '[object WeakMap]' || ta === '[object WeakSet]' ||
               ta === '[object Promise]') {
      return false;
    }
    // a cycle: a pair already being compared is taken as equal
    let seen = memo.get(a);
    if (seen && seen.has(b)) return true;
    if (!seen) memo.set(a, (seen = new Set()));
    seen.add(b);
    const r = keysEqual(a, b, strict, memo) &&
      (ta === '[object Map]' ? mapEqual(a, b, strict, memo) : ta === '[object Set]' ? setEqual(a, b, strict, memo) : true);
    seen.delete(b);
    return r;
  }

  function ownKeys(o, strict) {
    let ks = Object.keys(o);
    if (Array.isArray(o) || isView(o)) ks = ks.filter((k) => !(String(k >>> 0) === k && (k >>> 0) < o.length));
    if (strict)
      for (const s of Object.getOwnPropertySymbols(o)) if (hasEnum(o, s)) ks.push(s);
    return ks;
  }

  function keysEqual(a, b, strict, memo) {
    const ka = ownKeys(a, strict), kb = ownKeys(b, strict);
    if (strict !== PARTIAL && ka.length !== kb.length) return false;
    for (const k of kb) if (!hasEnum(a, k)) return false;
    if (strict === PARTIAL) {
      if (Array.isArray(a) && !subsequence(a, b, strict, memo)) return false;
      for (const k of kb) if (!equal(a[k], b[k], strict, memo)) return false;
      return true;
    }
    if (Array.isArray(a)) {
      // node's element rules: a hole in b compares the rest by own keys; in
      // loose mode null in b matches any element (node's quirk), undefined in
      // b matches undefined or null in a
      const own = Object.prototype.hasOwnProperty;
      for (let i = 0; i < a.length; i++) {
        const bi = b[i];
        if (bi === undefined) {
          if (!own.call(b, i)) return sparseEqual(a, b, i, strict, memo);
          if ((a[i] !== undefined || !own.call(a, i)) && (strict || a[i] !== null)) return false;
        } else if ((a[i] === undefined || !equal(a[i], bi, strict, memo)) && (strict || bi !== null)) {
          return false;
        }
      }
    }
    for (const k of ka) if (!equal(a[k], b[k], strict, memo)) return false;
    return true;
  }

  const bytes = (v) => new Uint8Array(v.buffer, v.byteOffset, v.byteLength);

  // partial: b's elements appear in a in the same order
  function subsequence(a, b, strict, memo) {
    let at = 0;
    for (let i = 0; i < b.length; i++) {
      while (at < a.length && !equal(a[at], b[i], strict, memo)) at++;
      if (at++ >= a.length) return false;
    }
    return true;
  }

  // arrays from the first hole in b on: the same own keys, equal values
  function sparseEqual(a, b, from, strict, memo) {
    const ka = Object.keys(a), kb = Object.keys(b);
    if (ka.length !== kb.length) return false;
    for (let i = from; i < kb.length; i++) {
      const k = kb[i];
      if ((a[k] === undefined && !Object.prototype.hasOwnProperty.call(a, k)) || !equal(a[k], b[k], strict, memo)) return false;
    }
    return true;
  }

  // a value of b (not yet matched) deep-equal to v, or undefined
  // (flip: v is from b and values from a, for the partial mode's direction)
  function findDeep(v, values, used, strict, memo, flip) {
    for (let i = 0; i < values.length; i++)
      if (!used[i] && (flip ? equal(values[i], v, strict, memo) : equal(v, values[i], strict, memo))) {
        used[i] = true;
        return true;
      }
    return false;
  }

  function setEqual(a, b, strict, memo) {
    if (strict === PARTIAL) {
      if (a.size < b.size) return false;
      const others = [];
      for (const v of a) if (!b.has(v) && typeof v === 'object' && v !== null) others.push(v);
      const used = new Array(others.length).fill(false);
      for (const v of b) {
        if (a.has(v)) continue;
        if (typeof v !== 'object' || v === null || !findDeep(v, others, used, strict, memo, true)) return false;
      }
      return true;
    }
    if (a.size !== b.size) return false;
    const rest = [];
    for (const v of a) if (!b.has(v)) {
      if (strict && (typeof v !== 'object' || v === null)) return false;
      rest.push(v);
    }
    if (rest.length === 0) return true;
    const others = [];
    for (const w of b) if (!a.has(w)) others.push(w);
    const used = new Array(others.length).fill(false);
    for (const v of rest) if (!findDeep(v, others, used, strict, memo)) return false;
    return true;
  }

  function mapEqual(a, b, strict, memo) {
    if (strict === PARTIAL) {
      if (a.size < b.size) return false;
      const others = [];
      for (const e of a) if (!b.has(e[0]) && typeof e[0] === 'object' && e[0] !== null) others.push(e);
      const used = new Array(others.length).fill(false);
      for (const [k, v] of b) {
        if (a.has(k)) {
          if (!equal(a.get(k), v, strict, memo)) return false;
        } else if (typeof k !== 'object' || k === null || !findDeep([k, v], others, used, strict, memo, true)) {
          return false;
        }
      }
      return true;
    }
    if (a.size !== b.size) return false;
    const rest = [];
    for (const [k, v] of a) {
      if (b.has(k)) {
        if (!equal(v, b.get(k), strict, memo)) return false;
      } else {
        if (strict && (typeof k !== 'object' || k === null)) return false;
        rest.push([k, v]);
      }
    }
    if (rest.length === 0) return true;
    const others = [];
    for (const e of b) if (!a.has(e[0])) others.push(e);
    const used = new Array(others.length).fill(false);
    for (const e of rest) if (!findDeep(e, others, used, strict, memo)) return false;
    return true;
  }

  return {
    isDeepStrictEqual: (a, b) => equal(a, b, STRICT, new Map()),
    isDeepEqual: (a, b) => equal(a, b, LOOSE, new Map()),
    isPartialStrictEqual: (a, b) => equal(a, b, PARTIAL, new Map()),
  };
})
