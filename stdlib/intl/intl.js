  // stdlib/intl/intl.js — Intl (ECMA-402) as node 26 has it, written in
  // JavaScript over ICU: stdlib/intl/intl.c compiles this one function
  // literal when a script first names Intl or calls a locale-sensitive
  // method, and calls it with the natives of intl.c and intl_fmt.c (n.*:
  // locale tags, ICU skeletons and patterns in, strings and field positions
  // out). Option reading, locale negotiation and resolvedOptions follow the
  // spec's abstract operations here; ICU does the formatting.
  //
  // Objects are branded by private fields; their state is resolved options
  // and the ICU skeleton or pattern they format with (intl.c caches the ICU
  // object opened from it). Error texts are V8's.
  //
  // With stdlib/intl/prelude.js before it, the file is one function literal.
  const ObjectFreeze = Object.freeze;
  const ArrayIsArray = Array.isArray;
  const ArrayFrom = Array.from;
  const ObjectKeys = Object.keys;
  const NumberIsNaN = Number.isNaN;
  const DateNow = Date.now;
  const symIterator = Symbol.iterator;

  // CreateDataProperty at the end of an array, for each value after a: how
  // every array here grows (push would run the setters a script put on
  // Array.prototype or Object.prototype indices, and this code runs after
  // the script, on first use)
  const append = (a, ...vs) => {
    for (let i = 0; i < vs.length; i++)
      ObjectDefineProperty(a, a.length, { value: vs[i], writable: true, enumerable: true, configurable: true });
  };
  // CreateDataProperty: what an object the caller gets (resolvedOptions)
  // takes its members by, never a setter on Object.prototype. Internal
  // records are { __proto__: null } instead: nothing to inherit.
  const setData = (o, k, v) =>
    ObjectDefineProperty(o, k, { value: v, writable: true, enumerable: true, configurable: true });
  const dataCopy = (src) => {
    const out = {}, ks = ObjectKeys(src);
    for (let i = 0; i < ks.length; i++) setData(out, ks[i], src[ks[i]]);
    return out;
  };
  const setHidden = (o, k, v) =>
    ObjectDefineProperty(o, k, { value: v, writable: true, enumerable: false, configurable: true });
  const tag = (o, name) => ObjectDefineProperty(o, symToStringTag, { value: name, configurable: true });
  // a native-looking method: non-enumerable, no prototype, not a constructor
  const method = (o, name, fn, len) => {
    const f = { [name](...a) { return fn.apply(this, a); } }[name];
    ObjectDefineProperty(f, 'length', { value: len, configurable: true });
    setHidden(o, name, f);
    return f;
  };
  const getter = (o, name, fn) => {
    const f = { get [name]() { return fn.call(this); } };
    const d = Object.getOwnPropertyDescriptor(f, name);
    ObjectDefineProperty(o, name, { get: d.get, enumerable: false, configurable: true });
  };
  const receiverText = (v) => {
    if (v === null) return 'null';
    if (typeof v === 'object' || typeof v === 'function') {
      let c;
      try { c = v.constructor; } catch { c = undefined; }
      const nm = typeof c === 'function' && typeof c.name === 'string' && c.name ? c.name : 'Object';
      return '#<' + nm + '>';
    }
    if (typeof v === 'string') return v;
    if (typeof v === 'symbol') return v.toString();
    return StringCtor(v);
  };
  const incompatible = (what, v) =>
    new TypeError(`Method ${what} called on incompatible receiver ${receiverText(v)}`);

  // ---- options (ECMA-402 GetOption and friends) ------------------------------------

  const coerceOptions = (o) => {
    if (o === undefined) return ObjectCreate(null);
    if (o === null) throw new TypeError('Cannot convert undefined or null to object');
    return Object(o);
  };
  const getOptionsObject = (o) => {
    if (o === undefined) return ObjectCreate(null);
    if (typeof o === 'object' && o !== null || typeof o === 'function') return o;
    throw new TypeError('Options must be an object');
  };
  // GetOption(options, property, type, values, fallback)
  const getOption = (options, prop, type, values, fallback, service) => {
    let v = options[prop];
    if (v === undefined) return fallback;
    if (type === 'boolean') v = !!v;
    else v = toStr(v);
    if (values !== undefined && !values.includes(v))
      throw new RangeError(`Value ${StringCtor(v)} out of range for ${service} options property ${prop}`);
    return v;
  };
  const defaultNumberOption = (v, min, max, fallback, prop) => {
    if (v === undefined) return fallback;
    v = NumberCtor(v);
    if (NumberIsNaN(v) || v < min || v > max) throw new RangeError(`${prop} value is out of range.`);
    return MathFloor(v);
  };
  const getNumberOption = (options, prop, min, max, fallback) =>
    defaultNumberOption(options[prop], min, max, fallback, prop);

  // ---- locales ---------------------------------------------------------------------

  // unicode_locale_id of UTS #35 (what IsStructurallyValidLanguageTag
  // accepts): language, script, region, variants, extensions, private use
  const tagRe =
    /^(?:[a-z]{2,3}|[a-z]{5,8})(?:-[a-z]{4})?(?:-(?:[a-z]{2}|[0-9]{3}))?((?:-(?:[a-z0-9]{5,8}|[0-9][a-z0-9]{3}))*)((?:-[0-9a-wyz](?:-[a-z0-9]{2,8})+)*)(?:-x(?:-[a-z0-9]{1,8})+)?$/i;
  const uExtRe = /^-u((?:-[a-z0-9]{3,8})*)((?:-[a-z0-9][a-z](?:-[a-z0-9]{3,8})*)*)$/i;
  const tExtRe = /^-t(?:-(?:[a-z]{2,3}|[a-z]{5,8})(?:-[a-z]{4})?(?:-(?:[a-z]{2}|[0-9]{3}))?(?:-(?:[a-z0-9]{5,8}|[0-9][a-z0-9]{3}))*)?((?:-[a-z][0-9](?:-[a-z0-9]{3,8})+)*)$/i;
  const hasRepeat = (a) => {
    for (let i = 1; i < a.length; i++) for (let j = 0; j < i; j++) if (a[i] === a[j]) return true;
    return false;
  };
  const isStructurallyValid = (t) => {
    const m = tagRe.exec(t);
    if (!m) return false;
    const variants = m[1] ? m[1].toLowerCase().slice(1).split('-') : [];
    if (hasRepeat(variants)) return false;
    if (m[2]) {
      const subs = m[2].toLowerCase().slice(1).split('-');
      const exts = [];
      let cur = null;
      for (let i = 0; i < subs.length; i++) {
        const s = subs[i];
        if (s.length === 1) {
          if (exts.some((e) => e[0] === s)) return false;
          cur = [s];
          append(exts, cur);
        } else append(cur, s);
      }
      for (let i = 0; i < exts.length; i++) {
        const e = exts[i], text = '-' + e.join('-');
        if (e[0] === 'u' && !uExtRe.test(text)) return false;
        if (e[0] === 't') {
          if (!tExtRe.test(text) || e.length < 2) return false;
          // tlang's variants, like the language's, are not repeated
          const tv = [];
          const isKey = (s) => /^[a-z][0-9]$/.test(s);
          let j = 1;
          if (j < e.length && !isKey(e[j])) {
            j++;
            if (j < e.length && /^[a-z]{4}$/.test(e[j])) j++;
            if (j < e.length && /^(?:[a-z]{2}|[0-9]{3})$/.test(e[j])) j++;
            while (j < e.length && !isKey(e[j])) append(tv, e[j++]);
          }
          if (hasRepeat(tv)) return false;
        }
      }
    }
    return true;
  };
  // case by subtag kind, as the canonical form has it
  const caseTag = (t) => {
    const parts = t.toLowerCase().split('-');
    let i = 1;
    for (; i < parts.length; i++) {
      const p = parts[i];
      if (p.length === 1) break;
      if (p.length === 4 && i === 1 && /^[a-z]{4}$/.test(p)) parts[i] = p[0].toUpperCase() + p.slice(1);
      else if (p.length === 2 && (i === 1 || i === 2)) parts[i] = p.toUpperCase();
    }
    return parts.join('-');
  };
  const canonCache = new Map();
  const canonicalizeTag = (t) => {
    let c = canonCache.get(t);
    if (c !== undefined) return c;
    c = n.canon(t);
    if (c === undefined || !isStructurallyValid(c)) c = caseTag(t);
    canonCache.set(t, c);
    return c;
  };
  // Intl.Locale's [[Locale]] of an object, undefined for anything else
  // (stdlib/intl/intl_locale.js sets it): CanonicalizeLocaleList takes
  // Locale objects as tags
  let localeTagOf;
  const canonicalizeLocaleList = (locales) => {
    if (locales === undefined) return [];
    const seen = [];
    let o;
    if (typeof locales === 'string' || (localeTagOf && localeTagOf(locales) !== undefined)) o = [locales];
    else {
      if (locales === null) throw new TypeError('Cannot convert undefined or null to object');
      o = Object(locales);
    }
    // ToLength(Get(O, "length")): length is read once
    const rawLen = o.length;
    const len = rawLen === undefined ? 0 : (() => {
      const l = NumberCtor(rawLen);
      return NumberIsNaN(l) || l <= 0 ? 0 : MathMin(MathFloor(l), 2 ** 53 - 1);
    })();
    for (let k = 0; k < len; k++) {
      if (!(k in o)) continue;
      const kv = o[k];
      if (typeof kv !== 'string' && (typeof kv !== 'object' || kv === null))
        throw new TypeError(`Language ID should be string or object.`);
      let t = localeTagOf && localeTagOf(kv);
      if (t === undefined) t = toStr(kv);
      if (!isStructurallyValid(t))
        // V8 names a tag of valid shape (a repeated variant) in lower case
        throw new RangeError(`Invalid language tag: ${tagRe.test(t) ? t.toLowerCase() : t}`);
      const c = canonicalizeTag(t);
      if (!seen.includes(c)) append(seen, c);
    }
    return seen;
  };

  const availableCache = new Map();
  const isAvailable = (t) => {
    let v = availableCache.get(t);
    if (v === undefined) availableCache.set(t, (v = n.isAvailable(t)));
    return v;
  };
  const removeUnicodeExt = (t) => {
    const i = t.indexOf('-x-');
    const head = i >= 0 ? t.slice(0, i) : t;
    const tail = i >= 0 ? t.slice(i) : '';
    const parts = head.split('-');
    const out = [];
    let inU = false;
    for (let k = 0; k < parts.length; k++) {
      const p = parts[k];
      if (p.length === 1) inU = p === 'u';
      if (!inU) append(out, p);
    }
    return out.join('-') + tail;
  };
  const unicodeExt = (t) => {
    const i = t.indexOf('-x-');
    const head = i >= 0 ? t.slice(0, i) : t;
    const parts = head.split('-');
    let inU = false;
    const out = [];
    for (let k = 0; k < parts.length; k++) {
      const p = parts[k];
      if (p.length === 1) inU = p === 'u';
      if (inU) append(out, p);
    }
    return out.length ? '-' + out.join('-') : '';
  };
  const bestAvailable = (t) => {
    let c = t;
    for (;;) {
      if (isAvailable(c)) return c;
      let pos = c.lastIndexOf('-');
      if (pos < 0) return undefined;
      if (pos >= 2 && c[pos - 2] === '-') pos -= 2;
      c = c.slice(0, pos);
    }
  };
  let defaultLocaleTag;
  const defaultLocale = () => {
    if (defaultLocaleTag === undefined) {
      let d = n.defaultLocale();
      // ICU's answers for LANG=C / POSIX: node reports en-US
      if (d === 'en-US-u-va-posix' || d === 'und' || d === 'c' || d === 'en-US-posix' || d === '') d = 'en-US';
      if (!isStructurallyValid(d)) d = 'en-US';
      d = canonicalizeTag(d);
      if (bestAvailable(removeUnicodeExt(d).replace(/-x-.*$/, '')) === undefined) d = 'en-US';
      defaultLocaleTag = d;
    }
    return defaultLocaleTag;
  };
  // the keywords of a -u- extension: Map key -> value ('' for none)
  const uKeywords = (ext) => {
    const m = new Map();
    const parts = ext.split('-').slice(2);
    let key = null;
    for (let i = 0; i < parts.length; i++) {
      const p = parts[i];
      if (p.length === 2) {
        key = p;
        if (!m.has(key)) m.set(key, '');
        else key = '#dup';
      } else if (key !== null && key !== '#dup') m.set(key, m.get(key) ? m.get(key) + '-' + p : p);
    }
    return m;
  };
  const insertExt = (locale, ext) => {
    const i = locale.indexOf('-x-');
    return i < 0 ? locale + ext : locale.slice(0, i) + ext + locale.slice(i);
  };
  // ResolveLocale: keys is [[key, values(locale) -> list (first: default), option value]]
  const resolveLocale = (requested, keys) => {
    let found, ext = '';
    for (let i = 0; i < requested.length; i++) {
      const r = requested[i], noExt = removeUnicodeExt(r);
      const a = bestAvailable(noExt);
      if (a !== undefined) {
        found = a;
        if (noExt !== r) ext = unicodeExt(r);
        break;
      }
    }
    if (found === undefined) found = removeUnicodeExt(defaultLocale());
    const kw = ext ? uKeywords(ext) : new Map();
    const result = { __proto__: null };
    let supported = '-u';
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i][0], valuesOf = keys[i][1], optVal = keys[i][2];
      const data = valuesOf(found);
      let value = data[0];
      let add = '';
      if (kw.has(key)) {
        const req = kw.get(key);
        if (req !== '') {
          if (data.includes(req)) {
            value = req;
            add = '-' + key + '-' + value;
          }
        } else if (data.includes('true')) {
          value = 'true';
          add = '-' + key;
        }
      }
      if (optVal !== undefined) {
        if (data.includes(optVal) && optVal !== value) {
          value = optVal;
          add = '';
        }
      }
      result[key] = value;
      supported += add;
    }
    result.dataLocale = found;
    result.locale = supported.length > 2 ? insertExt(found, supported) : found;
    return result;
  };
  const lookupSupported = (requested) => {
    const out = [];
    for (let i = 0; i < requested.length; i++) if (bestAvailable(removeUnicodeExt(requested[i])) !== undefined) append(out, requested[i]);
    return out;
  };
  const supportedLocalesOf = (locales, options) => {
    const req = canonicalizeLocaleList(locales);
    options = coerceOptions(options);
    getOption(options, 'localeMatcher', 'string', ['lookup', 'best fit'], 'best fit', 'Intl');
    return lookupSupported(req);
  };
  const typeSeqRe = /^[a-z0-9]{3,8}(?:-[a-z0-9]{3,8})*$/i;

  // locale data: the values a locale supports for a -u- key
  let nuList;
  const numberingSystems = () => nuList || (nuList = n.values(1));
  const nuCache = new Map();
  const defaultNu = (loc) => {
    let v = nuCache.get(loc);
    if (v === undefined) nuCache.set(loc, (v = n.defaultNu(loc)));
    return v;
  };
  const nuValues = (loc) => {
    const d = defaultNu(loc);
    return [d].concat(numberingSystems().filter((x) => x !== d));
  };

  const Intl = {};
  tag(Intl, 'Intl');
  method(Intl, 'getCanonicalLocales', (locales) => canonicalizeLocaleList(locales), 1);

  // ---- Intl.Collator ---------------------------------------------------------------

  const collNames = {
    phonebook: 'phonebk', traditional: 'trad', dictionary: 'dict', gb2312han: 'gb2312',
  };
  const collCache = new Map();
  const collValues = (loc) => {
    let v = collCache.get(loc);
    if (v === undefined) {
      v = [null];
      const cs = n.collations(loc);
      for (let i = 0; i < cs.length; i++) {
        const b = collNames[cs[i]] || cs[i];
        if (b !== 'standard' && b !== 'search' && !v.includes(b)) append(v, b);
      }
      collCache.set(loc, v);
    }
    return v;
  };
  class Collator {
    #locale; #usage; #sensitivity; #ignorePunctuation; #collation; #numeric; #caseFirst; #icu; #bound;
    constructor(locales, options) {
      const requested = canonicalizeLocaleList(locales);
      options = coerceOptions(options);
      const S = 'Intl.Collator';
      const usage = getOption(options, 'usage', 'string', ['sort', 'search'], 'sort', S);
      getOption(options, 'localeMatcher', 'string', ['lookup', 'best fit'], 'best fit', S);
      let collation = getOption(options, 'collation', 'string', undefined, undefined, S);
      if (collation !== undefined && !typeSeqRe.test(collation))
        throw new RangeError(`Invalid collation : ${collation}`);
      const numeric = getOption(options, 'numeric', 'boolean', undefined, undefined, S);
      const caseFirst = getOption(options, 'caseFirst', 'string', ['upper', 'lower', 'false'], undefined, S);
      const r = resolveLocale(requested, [
        ['co', collValues, collation],
        ['kf', () => ['false', 'lower', 'upper'], caseFirst],
        ['kn', () => ['false', 'true'], numeric === undefined ? undefined : StringCtor(numeric)],
      ]);
      let sensitivity = getOption(options, 'sensitivity', 'string', ['base', 'accent', 'case', 'variant'], undefined, S);
      if (sensitivity === undefined) sensitivity = 'variant';
      // Thai's collation ignores punctuation unless told otherwise (CLDR)
      const ignorePunctuation = getOption(options, 'ignorePunctuation', 'boolean', undefined,
        r.dataLocale.split('-')[0] === 'th', S);
      this.#locale = r.locale;
      this.#usage = usage;
      this.#sensitivity = sensitivity;
      this.#ignorePunctuation = ignorePunctuation;
      this.#collation = r.co === null ? 'default' : r.co;
      this.#numeric = r.kn === 'true';
      this.#caseFirst = r.kf;
      // the ICU collator: the data locale with every option as a keyword
      let kws = '';
      if (r.co !== null) kws += '-co-' + r.co;
      if (usage === 'search') kws = '-co-search';
      if (this.#caseFirst !== 'false') kws += '-kf-' + this.#caseFirst;
      if (this.#numeric) kws += '-kn';
      // (both ways: Thai's own collation defaults to shifted)
      kws += ignorePunctuation ? '-ka-shifted' : '-ka-noignore';
      kws += sensitivity === 'base' ? '-ks-level1' : sensitivity === 'accent' ? '-ks-level2'
        : sensitivity === 'case' ? '-kc-ks-level1' : '-ks-level3';
      // kk: canonically equivalent strings compare equal (ECMA-402), as V8
      // turns ICU's normalization on
      this.#icu = r.dataLocale + '-u' + kws + '-kk';
    }
    static isCollator(o) { return #icu in o; }
    static compareOf(o, x, y) { return n.compare(o.#icu, x, y); }
    static boundOf(o) {
      if (o.#bound === undefined) {
        const icu = o.#icu;
        o.#bound = (x, y) => n.compare(icu, toStr(x), toStr(y));
      }
      return o.#bound;
    }
    static resolved(o) {
      return {
        locale: o.#locale, usage: o.#usage, sensitivity: o.#sensitivity,
        ignorePunctuation: o.#ignorePunctuation, collation: o.#collation,
        numeric: o.#numeric, caseFirst: o.#caseFirst,
      };
    }
  }
  const isCollator = (o) => typeof o === 'object' && o !== null && Collator.isCollator(o);
  const newCollator = (locales, options) => new Collator(locales, options);
  const CollatorFn = function Collator(locales, options) {
    const c = newCollator(locales, options);
    if (new.target !== undefined && new.target !== CollatorFn) fromCtor(c, new.target, 'Intl.Collator');
    return c;
  };
  // name -> the class's prototype, for constructors of other realms
  const protos = { __proto__: null };
  const ObjectSetPrototypeOf = Object.setPrototypeOf;
  // the object a constructor made for new.target: its prototype is
  // new.target's "prototype", or when that is not an object the class's
  // prototype of new.target's realm (GetPrototypeFromConstructor)
  const fromCtor = (o, nt, name) => {
    let p = nt.prototype;
    if ((typeof p !== 'object' && typeof p !== 'function') || p === null) {
      const lib = n.realmLib(nt);
      p = (lib === undefined ? protos : lib.protos)[name];
    }
    ObjectSetPrototypeOf(o, p);
    return o;
  };
  const makeClass = (Fn, Impl, name, length, supportedOf = true) => {
    ObjectDefineProperty(Fn, 'length', { value: length, configurable: true });
    const proto = Impl.prototype;
    protos[name] = proto;
    ObjectDefineProperty(Fn, 'prototype', { value: proto, writable: false, enumerable: false, configurable: false });
    setHidden(proto, 'constructor', Fn);
    tag(proto, name);
    if (supportedOf) method(Fn, 'supportedLocalesOf', supportedLocalesOf, 1);
    setHidden(Intl, name.slice(5), Fn);
  };
  makeClass(CollatorFn, Collator, 'Intl.Collator', 0);
  getter(Collator.prototype, 'compare', function () {
    if (!isCollator(this)) throw incompatible('get Intl.Collator.prototype.compare', this);
    return Collator.boundOf(this);
  });
  method(Collator.prototype, 'resolvedOptions', function () {
    if (!isCollator(this)) throw incompatible('Intl.Collator.prototype.resolvedOptions', this);
    return Collator.resolved(this);
  }, 0);

  let defaultCollator;
  const localeCompare = function (that, locales, options) {
    const s = this;
    const t = that;
    if (locales === undefined && options === undefined) {
      if (defaultCollator === undefined) defaultCollator = newCollator();
      return Collator.compareOf(defaultCollator, s, t);
    }
    return Collator.compareOf(newCollator(locales, options), s, t);
  };

  // ---- Intl.NumberFormat -----------------------------------------------------------

  const currencyDigits = (c) => {
    switch (c) {
      case 'BHD': case 'IQD': case 'JOD': case 'KWD': case 'LYD': case 'OMR': case 'TND': return 3;
      case 'BIF': case 'CLP': case 'DJF': case 'GNF': case 'ISK': case 'JPY': case 'KMF': case 'KRW':
      case 'PYG': case 'RWF': case 'UGX': case 'UYI': case 'VND': case 'VUV': case 'XAF': case 'XOF':
      case 'XPF': return 0;
      case 'CLF': case 'UYW': return 4;
      default: return 2;
    }
  };
  const sanctionedUnits = [
    'acre', 'bit', 'byte', 'celsius', 'centimeter', 'day', 'degree', 'fahrenheit', 'fluid-ounce', 'foot',
    'gallon', 'gigabit', 'gigabyte', 'gram', 'hectare', 'hour', 'inch', 'kilobit', 'kilobyte', 'kilogram',
    'kilometer', 'liter', 'megabit', 'megabyte', 'meter', 'microsecond', 'mile', 'mile-scandinavian',
    'milliliter', 'millimeter', 'millisecond', 'minute', 'month', 'nanosecond', 'ounce', 'percent', 'petabyte',
    'pound', 'second', 'stone', 'terabit', 'terabyte', 'week', 'yard', 'year',
  ];
  const isWellFormedUnit = (u) => {
    if (sanctionedUnits.includes(u)) return true;
    const i = u.indexOf('-per-');
    if (i < 0) return false;
    return sanctionedUnits.includes(u.slice(0, i)) && sanctionedUnits.includes(u.slice(i + 5));
  };
  const roundingIncrements = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 2500, 5000];
  const roundingModes = ['ceil', 'floor', 'expand', 'trunc', 'halfCeil', 'halfFloor', 'halfExpand', 'halfTrunc', 'halfEven'];
  const icuRounding = {
    ceil: 'ceiling', floor: 'floor', expand: 'up', trunc: 'down', halfCeil: 'half-ceiling',
    halfFloor: 'half-floor', halfExpand: 'half-up', halfTrunc: 'half-down', halfEven: 'half-even',
  };

  // SetNumberFormatDigitOptions: into r; returns nothing
  const setDigitOptions = (r, options, mnfdDefault, mxfdDefault, notation, S) => {
    const mnid = getNumberOption(options, 'minimumIntegerDigits', 1, 21, 1);
    let mnfd = options.minimumFractionDigits;
    let mxfd = options.maximumFractionDigits;
    let mnsd = options.minimumSignificantDigits;
    let mxsd = options.maximumSignificantDigits;
    r.minimumIntegerDigits = mnid;
    const inc = getNumberOption(options, 'roundingIncrement', 1, 5000, 1);
    if (!roundingIncrements.includes(inc)) throw new RangeError('roundingIncrement value is out of range.');
    const mode = getOption(options, 'roundingMode', 'string', roundingModes, 'halfExpand', S);
    const priority = getOption(options, 'roundingPriority', 'string', ['auto', 'morePrecision', 'lessPrecision'], 'auto', S);
    const tzd = getOption(options, 'trailingZeroDisplay', 'string', ['auto', 'stripIfInteger'], 'auto', S);
    if (inc !== 1) mxfdDefault = mnfdDefault;
    r.roundingIncrement = inc;
    r.roundingMode = mode;
    r.trailingZeroDisplay = tzd;
    const hasSd = mnsd !== undefined || mxsd !== undefined;
    const hasFd = mnfd !== undefined || mxfd !== undefined;
    let needSd = true, needFd = true;
    if (priority === 'auto') {
      needSd = hasSd;
      if (needSd || (!hasFd && notation === 'compact')) needFd = false;
    }
    if (needSd) {
      if (hasSd) {
        mnsd = defaultNumberOption(mnsd, 1, 21, 1, 'minimumSignificantDigits');
        mxsd = defaultNumberOption(mxsd, mnsd, 21, 21, 'maximumSignificantDigits');
        r.minimumSignificantDigits = mnsd;
        r.maximumSignificantDigits = mxsd;
      } else {
        r.minimumSignificantDigits = 1;
        r.maximumSignificantDigits = 21;
      }
    }
    if (needFd) {
      if (hasFd) {
        mnfd = defaultNumberOption(mnfd, 0, 100, undefined, 'minimumFractionDigits');
        mxfd = defaultNumberOption(mxfd, 0, 100, undefined, 'maximumFractionDigits');
        if (mnfd === undefined) mnfd = MathMin(mnfdDefault, mxfd);
        else if (mxfd === undefined) mxfd = MathMax(mxfdDefault, mnfd);
        else if (mnfd > mxfd) throw new RangeError('maximumFractionDigits value is out of range.');
        r.minimumFractionDigits = mnfd;
        r.maximumFractionDigits = mxfd;
      } else {
        r.minimumFractionDigits = mnfdDefault;
        r.maximumFractionDigits = mxfdDefault;
      }
    }
    if (!needSd && !needFd) {
      r.minimumFractionDigits = 0;
      r.maximumFractionDigits = 0;
      r.minimumSignificantDigits = 1;
      r.maximumSignificantDigits = 2;
      r.roundingType = 'morePrecision';
      r.roundingPriority = 'morePrecision';
      r.compactDefault = true;
    } else if (priority === 'auto') {
      r.roundingType = needSd ? 'significantDigits' : 'fractionDigits';
      r.roundingPriority = 'auto';
    } else {
      r.roundingType = priority;
      r.roundingPriority = priority;
    }
    if (inc !== 1) {
      if (r.roundingType !== 'fractionDigits') throw new TypeError('RoundingType is not fractionDigits');
      if (r.maximumFractionDigits !== r.minimumFractionDigits)
        throw new RangeError('maximumFractionDigits value is out of range.');
    }
  };
  // the ICU number skeleton of resolved options
  const precisionStem = (r) => {
    const frac = () => {
      if (r.maximumFractionDigits === 0 && r.minimumFractionDigits === 0) return 'precision-integer';
      return '.' + '0'.repeat(r.minimumFractionDigits) + '#'.repeat(r.maximumFractionDigits - r.minimumFractionDigits);
    };
    const sig = () => '@'.repeat(r.minimumSignificantDigits) + '#'.repeat(r.maximumSignificantDigits - r.minimumSignificantDigits);
    let s;
    if (r.roundingIncrement !== 1) {
      const d = r.maximumFractionDigits;
      let t = StringCtor(r.roundingIncrement).padStart(d + 1, '0');
      if (d > 0) t = t.slice(0, t.length - d) + '.' + t.slice(t.length - d);
      s = 'precision-increment/' + t;
    } else if (r.roundingType === 'significantDigits') s = sig();
    else if (r.roundingType === 'fractionDigits') s = frac();
    else {
      const f = frac() === 'precision-integer' ? '.' : frac();
      s = f + '/' + sig() + (r.roundingType === 'morePrecision' ? 'r' : 's');
    }
    if (r.trailingZeroDisplay === 'stripIfInteger') s += '/w';
    return s;
  };
  const numberSkeleton = (r) => {
    const s = [];
    if (r.style === 'percent') append(s, 'percent', 'scale/100');
    else if (r.style === 'currency') {
      append(s, 'currency/' + r.currency);
      if (r.currencyDisplay === 'code') append(s, 'unit-width-iso-code');
      else if (r.currencyDisplay === 'narrowSymbol') append(s, 'unit-width-narrow');
      else if (r.currencyDisplay === 'name') append(s, 'unit-width-full-name');
    } else if (r.style === 'unit') {
      append(s, 'unit/' + r.unit);
      if (r.unitDisplay === 'narrow') append(s, 'unit-width-narrow');
      else if (r.unitDisplay === 'long') append(s, 'unit-width-full-name');
      else append(s, 'unit-width-short');
    }
    if (r.notation === 'scientific') append(s, 'scientific');
    else if (r.notation === 'engineering') append(s, 'engineering');
    else if (r.notation === 'compact') append(s, r.compactDisplay === 'long' ? 'compact-long' : 'compact-short');
    if (r.minimumIntegerDigits > 1) append(s, 'integer-width/*' + '0'.repeat(r.minimumIntegerDigits));
    if (!r.compactDefault) append(s, precisionStem(r));
    append(s, 'rounding-mode-' + icuRounding[r.roundingMode]); // ICU's default is half-even
    const acc = r.currencySign === 'accounting';
    switch (r.signDisplay) {
      case 'auto': if (acc) append(s, 'sign-accounting'); break;
      case 'always': append(s, acc ? 'sign-accounting-always' : 'sign-always'); break;
      case 'never': append(s, 'sign-never'); break;
      case 'exceptZero': append(s, acc ? 'sign-accounting-except-zero' : 'sign-except-zero'); break;
      case 'negative': append(s, acc ? 'sign-accounting-negative' : 'sign-negative'); break;
    }
    if (r.useGrouping === false) append(s, 'group-off');
    else if (r.useGrouping === 'min2') append(s, 'group-min2');
    else if (r.useGrouping === 'always') append(s, 'group-on-aligned');
    append(s, 'numbering-system/' + r.numberingSystem);
    return s.join(' ');
  };
  // ToIntlMathematicalValue: a number, or a decimal string for ICU
  const toIntlMV = (v) => {
    let p = v;
    if (typeof p === 'object' && p !== null || typeof p === 'function') p = toPrimitiveNumber(p);
    if (typeof p === 'bigint') return StringCtor(p);
    if (typeof p === 'string') {
      const t = p.trim();
      const num = NumberCtor(p);
      if (NumberIsNaN(num)) return NaN;
      if (/^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i.test(t)) return t.replace(/^\+/, '');
      return num;
    }
    return NumberCtor(p);
  };
  const toPrimitiveNumber = (o) => {
    // ToPrimitive(o, number) as `+` would, without converting a BigInt
    const f = o[Symbol.toPrimitive];
    if (f !== undefined && f !== null) {
      if (typeof f !== 'function') throw new TypeError('Symbol.toPrimitive is not a function');
      const r = f.call(o, 'number');
      if (typeof r !== 'object' || r === null) return r;
      throw new TypeError('Cannot convert object to primitive value');
    }
    const order = ['valueOf', 'toString'];
    for (let i = 0; i < 2; i++) {
      const m = o[order[i]];
      if (typeof m === 'function') {
        const r = m.call(o);
        if (typeof r !== 'object' || r === null) return r;
      }
    }
    throw new TypeError('Cannot convert object to primitive value');
  };
  // a unit style's percent sign is its unit (ICU marks it as a percent field)
  const numFieldType = (field, text, value, unitStyle) => {
    switch (field) {
      case 0: return value !== value || (typeof value === 'string' && /nan/i.test(value)) ? 'nan'
        : value === Infinity || value === -Infinity ? 'infinity' : 'integer';
      case 1: return 'fraction';
      case 2: return 'decimal';
      case 3: return 'exponentSeparator';
      case 4: return 'exponentMinusSign';
      case 5: return 'exponentInteger';
      case 6: return 'group';
      case 7: return 'currency';
      case 8: return unitStyle ? 'unit' : 'percentSign';
      case 9: return 'permille';
      case 10: return text === '+' ? 'plusSign' : 'minusSign';
      case 11: return 'unit';
      case 12: return 'compact';
      case 13: return 'approximatelySign';
      default: return 'literal';
    }
  };
  // parts from [string, cat, field, start, end, ...]: innermost field wins
  const toParts = (a, typeOf, withSource, onlyCategory) => {
    const s = a[0];
    // (Array.from defines its elements: fill on a new Array's holes would
    // run a setter a script put on an index of Object.prototype)
    const type = ArrayFrom({ length: s.length }, () => -1);
    const source = withSource ? ArrayFrom({ length: s.length }, () => 'shared') : null;
    const spans = [];
    for (let i = 1; i < a.length; i += 4) {
      if (withSource && a[i] === withSource) {
        for (let j = a[i + 2]; j < a[i + 3]; j++) source[j] = a[i + 1] === 0 ? 'startRange' : 'endRange';
      } else if (onlyCategory === undefined || a[i] === onlyCategory) append(spans, [a[i + 1], a[i + 2], a[i + 3], a[i]]);
    }
    spans.sort((x, y) => (y[2] - y[1]) - (x[2] - x[1]));
    for (let k = 0; k < spans.length; k++) for (let j = spans[k][1]; j < spans[k][2]; j++) type[j] = spans[k][0];
    const parts = [];
    let i = 0;
    while (i < s.length) {
      let j = i + 1;
      while (j < s.length && type[j] === type[i] && (!source || source[j] === source[i])) j++;
      const text = s.slice(i, j);
      const p = { type: type[i] < 0 ? 'literal' : typeOf(type[i], text), value: text };
      if (source) p.source = source[i];
      append(parts, p);
      i = j;
    }
    return parts;
  };
  const numParts = (a, x, range, unitStyle) => toParts(a, (f, t) => numFieldType(f, t, x, unitStyle), range ? 0x1002 : 0);

  class NumberFormat {
    #r; #skel; #bound;
    constructor(locales, options) {
      const requested = canonicalizeLocaleList(locales);
      options = coerceOptions(options);
      const S = 'Intl.NumberFormat';
      getOption(options, 'localeMatcher', 'string', ['lookup', 'best fit'], 'best fit', S);
      const nu = getOption(options, 'numberingSystem', 'string', undefined, undefined, S);
      if (nu !== undefined && !typeSeqRe.test(nu)) throw new RangeError(`Invalid numberingSystem : ${nu}`);
      const loc = resolveLocale(requested, [['nu', nuValues, nu]]);
      const r = { __proto__: null, locale: loc.locale, numberingSystem: loc.nu };
      this.#r = r;
      // SetNumberFormatStyleAndUnit
      const style = getOption(options, 'style', 'string', ['decimal', 'percent', 'currency', 'unit'], 'decimal', S);
      let currency = getOption(options, 'currency', 'string', undefined, undefined, S);
      if (currency === undefined) {
        if (style === 'currency') throw new TypeError('Currency code is required with currency style.');
      } else if (!/^[a-z]{3}$/i.test(currency)) throw new RangeError(`Invalid currency code : ${currency}`);
      const currencyDisplay = getOption(options, 'currencyDisplay', 'string', ['code', 'symbol', 'narrowSymbol', 'name'], 'symbol', S);
      const currencySign = getOption(options, 'currencySign', 'string', ['standard', 'accounting'], 'standard', S);
      const unit = getOption(options, 'unit', 'string', undefined, undefined, S);
      if (unit === undefined) {
        if (style === 'unit') throw new TypeError("Invalid unit argument for Intl.NumberFormat() ''");
      } else if (!isWellFormedUnit(unit))
        throw new RangeError(`Invalid unit argument for Intl.NumberFormat() '${unit}'`);
      const unitDisplay = getOption(options, 'unitDisplay', 'string', ['short', 'narrow', 'long'], 'short', S);
      r.style = style;
      if (style === 'currency') {
        currency = currency.toUpperCase();
        r.currency = currency;
        r.currencyDisplay = currencyDisplay;
        r.currencySign = currencySign;
      }
      if (style === 'unit') {
        r.unit = unit;
        r.unitDisplay = unitDisplay;
      }
      const notation = getOption(options, 'notation', 'string', ['standard', 'scientific', 'engineering', 'compact'], 'standard', S);
      let mnfdDefault, mxfdDefault;
      if (style === 'currency' && notation === 'standard') {
        mnfdDefault = mxfdDefault = currencyDigits(currency);
      } else {
        mnfdDefault = 0;
        mxfdDefault = style === 'percent' ? 0 : 3;
      }
      const d = { __proto__: null };
      setDigitOptions(d, options, mnfdDefault, mxfdDefault, notation, S);
      const compactDisplay = getOption(options, 'compactDisplay', 'string', ['short', 'long'], 'short', S);
      const defaultGrouping = notation === 'compact' ? 'min2' : 'auto';
      let ug = options.useGrouping;
      if (ug === undefined) ug = defaultGrouping;
      else if (ug === true) ug = 'always';
      else if (!ug) ug = false;
      else {
        ug = toStr(ug);
        if (ug === 'true' || ug === 'false') ug = defaultGrouping;
        else if (!['min2', 'auto', 'always'].includes(ug))
          throw new RangeError(`Value ${ug} out of range for Intl.NumberFormat options property useGrouping`);
      }
      const signDisplay = getOption(options, 'signDisplay', 'string', ['auto', 'never', 'always', 'exceptZero', 'negative'], 'auto', S);
      r.minimumIntegerDigits = d.minimumIntegerDigits;
      if (d.minimumFractionDigits !== undefined) {
        r.minimumFractionDigits = d.minimumFractionDigits;
        r.maximumFractionDigits = d.maximumFractionDigits;
      }
      if (d.minimumSignificantDigits !== undefined) {
        r.minimumSignificantDigits = d.minimumSignificantDigits;
        r.maximumSignificantDigits = d.maximumSignificantDigits;
      }
      r.useGrouping = ug;
      r.notation = notation;
      if (notation === 'compact') r.compactDisplay = compactDisplay;
      r.signDisplay = signDisplay;
      r.roundingIncrement = d.roundingIncrement;
      r.roundingMode = d.roundingMode;
      r.roundingPriority = d.roundingPriority;
      r.trailingZeroDisplay = d.trailingZeroDisplay;
      const skelIn = { __proto__: null, ...r, roundingType: d.roundingType, compactDefault: d.compactDefault };
      if (d.minimumFractionDigits === undefined) {
        skelIn.minimumFractionDigits = 0;
        skelIn.maximumFractionDigits = 0;
      }
      this.#skel = numberSkeleton(skelIn);
    }
    static is(o) { return #skel in o; }
    static format(o, x) {
      const v = toIntlMV(x);
      return n.numFormat(o.#r.locale, o.#skel, v, false);
    }
    static formatToParts(o, x) {
      const v = toIntlMV(x);
      return numParts(n.numFormat(o.#r.locale, o.#skel, v, true), v, false, o.#r.style === 'unit');
    }
    static range(o, x, y, parts) {
      if (x === undefined || y === undefined) throw new TypeError('start or end is undefined');
      const a = toIntlMV(x), b = toIntlMV(y);
      if (a !== a || b !== b) throw new RangeError('Invalid time value'.replace('time', 'number'));
      const r = n.numRange(o.#r.locale, o.#skel, StringCtor(a), StringCtor(b), parts);
      return parts ? numParts(r, a, true, o.#r.style === 'unit') : r;
    }
    static boundOf(o) {
      if (o.#bound === undefined) o.#bound = (x) => NumberFormat.format(o, x);
      return o.#bound;
    }
    static resolved(o) {
      const r = o.#r;
      const out = {};
      const keys = ['locale', 'numberingSystem', 'style', 'currency', 'currencyDisplay', 'currencySign', 'unit',
        'unitDisplay', 'minimumIntegerDigits', 'minimumFractionDigits', 'maximumFractionDigits',
        'minimumSignificantDigits', 'maximumSignificantDigits', 'useGrouping', 'notation', 'compactDisplay',
        'signDisplay', 'roundingIncrement', 'roundingMode', 'roundingPriority', 'trailingZeroDisplay'];
      for (let i = 0; i < keys.length; i++) if (r[keys[i]] !== undefined) setData(out, keys[i], r[keys[i]]);
      return out;
    }
  }
  // ECMA-402's normative optional legacy constructor mode, as V8 has it:
  // NumberFormat or DateTimeFormat called without new on an object that
  // inherits from its prototype (ChainNumberFormat) keeps the new formatter
  // on that object under %Intl%.[[FallbackSymbol]] and returns the object;
  // the format getter and resolvedOptions read it back (UnwrapNumberFormat)
  const FallbackSymbol = Symbol('IntlLegacyConstructedSymbol');
  const ObjectGetPrototypeOf = Object.getPrototypeOf;
  const ordinaryHasInstance = (C, o) => {
    if ((typeof o !== 'object' || o === null) && typeof o !== 'function') return false;
    const P = C.prototype;
    if ((typeof P !== 'object' || P === null) && typeof P !== 'function')
      throw new TypeError('Function has non-object prototype in instanceof check');
    for (let q = ObjectGetPrototypeOf(o); q !== null; q = ObjectGetPrototypeOf(q)) if (q === P) return true;
    return false;
  };
  const chainLegacy = (C, f, newTarget, self) => {
    if (newTarget !== undefined || !ordinaryHasInstance(C, self)) return f;
    ObjectDefineProperty(self, FallbackSymbol, { __proto__: null, value: f, writable: false, enumerable: false, configurable: false });
    return self;
  };
  const unwrapLegacy = (C, is, o) => {
    if ((typeof o !== 'object' || o === null) && typeof o !== 'function') return o;
    return !is(o) && ordinaryHasInstance(C, o) ? o[FallbackSymbol] : o;
  };
  const isNF = (o) => typeof o === 'object' && o !== null && NumberFormat.is(o);
  const newNF = (l, o) => new NumberFormat(l, o);
  const NumberFormatFn = function NumberFormat(locales, options) {
    const f = newNF(locales, options);
    if (new.target !== undefined && new.target !== NumberFormatFn) fromCtor(f, new.target, 'Intl.NumberFormat');
    return chainLegacy(NumberFormatFn, f, new.target, this);
  };
  const unwrapNF = (o) => unwrapLegacy(NumberFormatFn, isNF, o);
  makeClass(NumberFormatFn, NumberFormat, 'Intl.NumberFormat', 0);
  getter(NumberFormat.prototype, 'format', function () {
    const nf = unwrapNF(this);
    if (!isNF(nf)) throw incompatible('get Intl.NumberFormat.prototype.format', this);
    return NumberFormat.boundOf(nf);
  });
  method(NumberFormat.prototype, 'formatToParts', function (x) {
    if (!isNF(this)) throw incompatible('Intl.NumberFormat.prototype.formatToParts', this);
    return NumberFormat.formatToParts(this, x);
  }, 1);
  method(NumberFormat.prototype, 'formatRange', function (x, y) {
    if (!isNF(this)) throw incompatible('Intl.NumberFormat.prototype.formatRange', this);
    return NumberFormat.range(this, x, y, false);
  }, 2);
  method(NumberFormat.prototype, 'formatRangeToParts', function (x, y) {
    if (!isNF(this)) throw incompatible('Intl.NumberFormat.prototype.formatRangeToParts', this);
    return NumberFormat.range(this, x, y, true);
  }, 2);
  method(NumberFormat.prototype, 'resolvedOptions', function () {
    const nf = unwrapNF(this);
    if (!isNF(nf)) throw incompatible('Intl.NumberFormat.prototype.resolvedOptions', this);
    return NumberFormat.resolved(nf);
  }, 0);

  let defaultNF;
  const numberToLocaleString = (x, locales, options) => {
    if (locales === undefined && options === undefined) {
      if (defaultNF === undefined) defaultNF = new NumberFormat();
      return NumberFormat.format(defaultNF, x);
    }
    return NumberFormat.format(new NumberFormat(locales, options), x);
  };

  // ---- Intl.PluralRules ------------------------------------------------------------

  class PluralRules {
    #r; #skel;
    constructor(locales, options) {
      const requested = canonicalizeLocaleList(locales);
      options = coerceOptions(options);
      const S = 'Intl.PluralRules';
      getOption(options, 'localeMatcher', 'string', ['lookup', 'best fit'], 'best fit', S);
      const type = getOption(options, 'type', 'string', ['cardinal', 'ordinal'], 'cardinal', S);
      const notation = getOption(options, 'notation', 'string', ['standard', 'scientific', 'engineering', 'compact'], 'standard', S);
      const compactDisplay = getOption(options, 'compactDisplay', 'string', ['short', 'long'], 'short', S);
      const d = { __proto__: null };
      setDigitOptions(d, options, 0, 3, notation, S);
      const loc = resolveLocale(requested, []);
      this.#r = { __proto__: null, locale: loc.locale, type, notation, ...d };
      if (notation === 'compact') this.#r.compactDisplay = compactDisplay;
      const notationStem = notation === 'scientific' ? 'scientific ' : notation === 'engineering' ? 'engineering '
        : notation === 'compact' ? (compactDisplay === 'long' ? 'compact-long ' : 'compact-short ') : '';
      this.#skel = notationStem + (d.compactDefault ? '' : precisionStem(d) + ' ') + 'rounding-mode-' + icuRounding[d.roundingMode];
    }
    static is(o) { return #skel in o; }
    static select(o, x) { return n.plural(o.#r.locale, o.#r.type, o.#skel, NumberCtor(x)); }
    static selectRange(o, x, y) {
      if (x === undefined || y === undefined) throw new TypeError('start or end is undefined');
      const a = NumberCtor(x), b = NumberCtor(y);
      if (a !== a || b !== b) throw new RangeError('Invalid number value');
      return n.plural(o.#r.locale, o.#r.type, o.#skel, b);
    }
    static resolved(o) {
      const r = o.#r;
      const out = { locale: r.locale, type: r.type, notation: r.notation };
      if (r.compactDisplay !== undefined) setData(out, 'compactDisplay', r.compactDisplay);
      setData(out, 'minimumIntegerDigits', r.minimumIntegerDigits);
      if (r.minimumFractionDigits !== undefined) {
        setData(out, 'minimumFractionDigits', r.minimumFractionDigits);
        setData(out, 'maximumFractionDigits', r.maximumFractionDigits);
      }
      if (r.minimumSignificantDigits !== undefined) {
        setData(out, 'minimumSignificantDigits', r.minimumSignificantDigits);
        setData(out, 'maximumSignificantDigits', r.maximumSignificantDigits);
      }
      const order = ['zero', 'one', 'two', 'few', 'many', 'other'];
      setData(out, 'pluralCategories', n.pluralCategories(r.locale, r.type).sort((p, q) => order.indexOf(p) - order.indexOf(q)));
      setData(out, 'roundingIncrement', r.roundingIncrement);
      setData(out, 'roundingMode', r.roundingMode);
      setData(out, 'roundingPriority', r.roundingPriority);
      setData(out, 'trailingZeroDisplay', r.trailingZeroDisplay);
      return out;
    }
  }
  const isPR = (o) => typeof o === 'object' && o !== null && PluralRules.is(o);
  const newPR = (l, o) => new PluralRules(l, o);
  const PluralRulesFn = function PluralRules(locales, options) {
    if (new.target === undefined) throw new TypeError("Constructor Intl.PluralRules requires 'new'");
    const p = newPR(locales, options);
    if (new.target !== PluralRulesFn) fromCtor(p, new.target, 'Intl.PluralRules');
    return p;
  };
  makeClass(PluralRulesFn, PluralRules, 'Intl.PluralRules', 0);
  method(PluralRules.prototype, 'select', function (x) {
    if (!isPR(this)) throw incompatible('Intl.PluralRules.prototype.select', this);
    return PluralRules.select(this, x);
  }, 1);
  method(PluralRules.prototype, 'selectRange', function (x, y) {
    if (!isPR(this)) throw incompatible('Intl.PluralRules.prototype.selectRange', this);
    return PluralRules.selectRange(this, x, y);
  }, 2);
  method(PluralRules.prototype, 'resolvedOptions', function () {
    if (!isPR(this)) throw incompatible('Intl.PluralRules.prototype.resolvedOptions', this);
    return PluralRules.resolved(this);
  }, 0);

  // ---- Intl.DateTimeFormat ---------------------------------------------------------

  const dtComponents = [
    ['weekday', ['narrow', 'short', 'long']],
    ['era', ['narrow', 'short', 'long']],
    ['year', ['2-digit', 'numeric']],
    ['month', ['2-digit', 'numeric', 'narrow', 'short', 'long']],
    ['day', ['2-digit', 'numeric']],
    ['dayPeriod', ['narrow', 'short', 'long']],
    ['hour', ['2-digit', 'numeric']],
    ['minute', ['2-digit', 'numeric']],
    ['second', ['2-digit', 'numeric']],
    ['fractionalSecondDigits', null],
    ['timeZoneName', ['short', 'long', 'shortOffset', 'longOffset', 'shortGeneric', 'longGeneric']],
  ];
  const styles = ['full', 'long', 'medium', 'short'];
  // the skeleton letters of an option value
  const skelOf = {
    weekday: { narrow: 'EEEEE', short: 'EEE', long: 'EEEE' },
    era: { narrow: 'GGGGG', short: 'G', long: 'GGGG' },
    year: { '2-digit': 'yy', numeric: 'y' },
    month: { '2-digit': 'MM', numeric: 'M', narrow: 'MMMMM', short: 'MMM', long: 'MMMM' },
    day: { '2-digit': 'dd', numeric: 'd' },
    dayPeriod: { narrow: 'BBBBB', short: 'B', long: 'BBBB' },
    minute: { '2-digit': 'mm', numeric: 'm' },
    second: { '2-digit': 'ss', numeric: 's' },
    timeZoneName: { short: 'z', long: 'zzzz', shortOffset: 'O', longOffset: 'OOOO', shortGeneric: 'v', longGeneric: 'vvvv' },
  };
  // a pattern's fields back to option values (resolvedOptions)
  const patternOptions = (pat) => {
    const o = { __proto__: null };
    let hc;
    for (let i = 0; i < pat.length;) {
      const c = pat[i];
      if (c === "'") {
        i++;
        while (i < pat.length && pat[i] !== "'") i++;
        i++;
        continue;
      }
      let j = i;
      while (j < pat.length && pat[j] === c) j++;
      const n = j - i;
      i = j;
      switch (c) {
        case 'E': case 'c': o.weekday = n === 4 ? 'long' : n === 5 ? 'narrow' : 'short'; break;
        case 'G': o.era = n === 4 ? 'long' : n === 5 ? 'narrow' : 'short'; break;
        case 'y': o.year = n === 2 ? '2-digit' : 'numeric'; break;
        case 'M': case 'L': o.month = n === 1 ? 'numeric' : n === 2 ? '2-digit' : n === 3 ? 'short' : n === 4 ? 'long' : 'narrow'; break;
        case 'd': o.day = n === 2 ? '2-digit' : 'numeric'; break;
        case 'B': o.dayPeriod = n === 4 ? 'long' : n === 5 ? 'narrow' : 'short'; break;
        case 'h': case 'H': case 'k': case 'K':
          hc = c === 'h' ? 'h12' : c === 'H' ? 'h23' : c === 'k' ? 'h24' : 'h11';
          o.hour = n === 2 ? '2-digit' : 'numeric';
          break;
        case 'm': o.minute = n === 2 ? '2-digit' : 'numeric'; break;
        case 's': o.second = n === 2 ? '2-digit' : 'numeric'; break;
        case 'S': o.fractionalSecondDigits = n; break;
        case 'z': o.timeZoneName = n === 4 ? 'long' : 'short'; break;
        case 'O': o.timeZoneName = n === 4 ? 'longOffset' : 'shortOffset'; break;
        case 'v': o.timeZoneName = n === 4 ? 'longGeneric' : 'shortGeneric'; break;
      }
    }
    return [o, hc];
  };
  const dtFieldType = (f) => {
    switch (f) {
      case 0: return 'era';
      case 1: case 18: case 20: return 'year';
      case 2: case 26: return 'month';
      case 3: return 'day';
      case 4: case 5: case 15: case 16: return 'hour';
      case 6: return 'minute';
      case 7: return 'second';
      case 8: return 'fractionalSecond';
      case 9: case 19: case 25: return 'weekday';
      case 14: case 35: case 36: return 'dayPeriod';
      case 17: case 23: case 24: case 29: case 31: case 32: case 33: return 'timeZoneName';
      case 30: return 'yearName';
      case 34: return 'relatedYear';
      default: return 'literal';
    }
  };
  const hcLetter = { h11: 'K', h12: 'h', h23: 'H', h24: 'k' };
  // a pattern with its hours in hour cycle hc, as V8 makes it: ICU's best
  // pattern for the pattern's skeleton with hc's hour letter (a 12-hour
  // cycle brings its day period, a 24-hour one drops it), whose hour
  // letters are then hc's (ICU answers K as h and k as H)
  const withHourCycle = (icuLocale, pattern, hc) => {
    const L = hcLetter[hc];
    let sk = n.dtSkeleton(pattern);
    if (!/[hHkKjJC]/.test(sk)) return pattern;
    sk = sk.replace(/[hHkKjJC]/g, L);
    if (L === 'H' || L === 'k') sk = sk.replace(/[abB]/g, '');
    // (quoted literals keep their letters: de's 'Uhr')
    return n.dtPattern(icuLocale, sk).replace(/'[^']*'|[hHkK]+/g, (m) => (m[0] === "'" ? m : L.repeat(m.length)));
  };
  // the hour cycle of hour12: the -u-hc cycle when it is of that kind (as
  // V8), else the locale data's 12- or 24-hour cycle (ICU's answer to the
  // skeleton h or H: ja's 12-hour clock is h11)
  const hour12Cycle = (icuLocale, hour12, extHc) => {
    if (hour12 ? extHc === 'h11' || extHc === 'h12' : extHc === 'h23' || extHc === 'h24') return extHc;
    return patternOptions(n.dtPattern(icuLocale, hour12 ? 'h' : 'H'))[1] || (hour12 ? 'h12' : 'h23');
  };
  // the calendars DateTimeFormat takes (supportedValuesOf's list); a
  // locale's own preferred one (ICU's data: th buddhist, fa persian) first
  const calendarList = ['buddhist', 'chinese', 'coptic', 'dangi', 'ethioaa', 'ethiopic', 'gregory', 'hebrew', 'indian',
    'islamic', 'islamic-civil', 'islamic-rgsa', 'islamic-tbla', 'islamic-umalqura', 'iso8601', 'japanese',
    'persian', 'roc'];
  const caCache = new Map();
  const caValues = (loc) => {
    let v = caCache.get(loc);
    if (v === undefined) {
      const pref = n.localeInfo(loc, 0)[0];
      const d = calendarList.includes(pref) ? pref : 'gregory';
      v = [d].concat(calendarList.filter((c) => c !== d));
      caCache.set(loc, v);
    }
    return v;
  };
  // the ca keyword's deprecated values, as a locale's -u-ca- has them
  // canonicalized (CLDR's bcp47 calendar aliases)
  const calendarKeyAliases = { __proto__: null, islamicc: 'islamic-civil', 'ethiopic-amete-alem': 'ethioaa' };
  const canonCalendarKey = (c) => calendarKeyAliases[c] || c;
  let defaultTz;
  // the names of UTC, which ECMA-402 resolves as UTC
  const utcNameRe = /^(utc|etc\/utc|etc\/gmt|gmt|etc\/uct|uct|etc\/universal|universal|etc\/zulu|zulu)$/i;
  // IsTimeZoneOffsetString for DateTimeFormat: +HH, +HHMM or +HH:MM (ASCII
  // signs only, as ECMA-402 says; V8 also reads U+2212)
  const offsetZoneRe = /^([+-])([01]\d|2[0-3])(?::?([0-5]\d))?$/;
  // a time zone name in any ASCII case: the ICU name it spells, or
  // undefined (no Unicode case mapping: asıa/baku is no name)
  let zonesByUpper;
  const zoneCaseless = (tz) => {
    if (/[^\x20-\x7e]/.test(tz)) return undefined;
    if (zonesByUpper === undefined) {
      zonesByUpper = new Map();
      const ids = n.tzIds();
      for (let i = 0; i < ids.length; i++) zonesByUpper.set(ids[i].toUpperCase(), ids[i]);
    }
    return zonesByUpper.get(tz.toUpperCase());
  };
  // Temporal objects: each kind formats only its own fields; given no date
  // or time field, a kind's defaults (era and timeZoneName alone do not
  // count, as in V8); Plain kinds drop the time zone
  const DATE_FIELDS = ['weekday', 'year', 'month', 'day'];
  const TIME_FIELDS = ['dayPeriod', 'hour', 'minute', 'second', 'fractionalSecondDigits'];
  const TEMPORAL_KINDS = {
    PlainDate: { fields: ['weekday', 'era', 'year', 'month', 'day'], defaults: ['year', 'month', 'day'], style: 'date' },
    PlainYearMonth: { fields: ['era', 'year', 'month'], defaults: ['year', 'month'], style: 'date', drop: /[dEcB]/ },
    PlainMonthDay: { fields: ['month', 'day'], defaults: ['month', 'day'], style: 'date', drop: /[yGEcU]/ },
    PlainTime: { fields: TIME_FIELDS, defaults: ['hour', 'minute', 'second'], style: 'time' },
    PlainDateTime: { fields: ['weekday', 'era', 'year', 'month', 'day'].concat(TIME_FIELDS), defaults: ['year', 'month', 'day', 'hour', 'minute', 'second'], style: 'both' },
    Instant: { fields: ['weekday', 'era', 'year', 'month', 'day'].concat(TIME_FIELDS, ['timeZoneName']), defaults: ['year', 'month', 'day', 'hour', 'minute', 'second'], style: 'both', zoned: true },
  };
  const temporalTag = (x) => `[object ${x[Symbol.toStringTag]}]`;
  class DateTimeFormat {
    #r; #pattern; #tz; #icuLocale; #bound; #given; #kinds;
    constructor(locales, options, required = 'any', defaults = 'date') {
      const requested = canonicalizeLocaleList(locales);
      options = coerceOptions(options);
      const S = 'Intl.DateTimeFormat';
      getOption(options, 'localeMatcher', 'string', ['lookup', 'best fit'], 'best fit', S);
      const calendar = getOption(options, 'calendar', 'string', undefined, undefined, S);
      if (calendar !== undefined && !typeSeqRe.test(calendar)) throw new RangeError(`Invalid calendar : ${calendar}`);
      const nu = getOption(options, 'numberingSystem', 'string', undefined, undefined, S);
      if (nu !== undefined && !typeSeqRe.test(nu)) throw new RangeError(`Invalid numberingSystem : ${nu}`);
      const hour12 = getOption(options, 'hour12', 'boolean', undefined, undefined, S);
      let hourCycle = getOption(options, 'hourCycle', 'string', ['h11', 'h12', 'h23', 'h24'], undefined, S);
      if (hour12 !== undefined) hourCycle = null;
      const loc = resolveLocale(requested, [
        ['ca', caValues, calendar === undefined ? undefined : canonCalendarKey(calendar.toLowerCase())],
        ['hc', () => [null, 'h11', 'h12', 'h23', 'h24'], hourCycle === null ? undefined : hourCycle],
        ['nu', nuValues, nu],
      ]);
      let tz = options.timeZone, icuTz;
      // the system's zone keeps its name, but a name of UTC is UTC
      if (tz === undefined) tz = defaultTz || (defaultTz = utcNameRe.test(n.tzDefault()) ? 'UTC' : n.tzDefault());
      else {
        tz = toStr(tz);
        const off = offsetZoneRe.exec(tz);
        if (off !== null) {
          // a UTC offset (hours and minutes): "+HH:MM", ICU's custom zone GMT+HH:MM
          const mm = off[3] === undefined ? '00' : off[3];
          tz = (off[2] === '00' && mm === '00' ? '+' : off[1]) + off[2] + ':' + mm;
          icuTz = 'GMT' + tz;
        } else {
          let c = utcNameRe.test(tz) ? 'UTC' : n.tzCanon(tz);
          // IANA names match whatever their case
          if (c === undefined) {
            const z = zoneCaseless(tz);
            if (z !== undefined) c = n.tzCanon(z);
          }
          if (c === undefined) throw new RangeError(`Invalid time zone specified: ${tz}`);
          tz = c === 'Etc/UTC' || c === 'Etc/GMT' ? 'UTC' : c;
        }
      }
      const opt = { __proto__: null };
      let any = false;
      for (let i = 0; i < dtComponents.length; i++) {
        const k = dtComponents[i][0], vals = dtComponents[i][1];
        const v = vals === null ? getNumberOption(options, k, 1, 3, undefined) : getOption(options, k, 'string', vals, undefined, S);
        opt[k] = v;
        if (v !== undefined) any = true;
      }
      const given = { __proto__: null, ...opt };
      getOption(options, 'formatMatcher', 'string', ['basic', 'best fit'], 'best fit', S);
      const dateStyle = getOption(options, 'dateStyle', 'string', styles, undefined, S);
      const timeStyle = getOption(options, 'timeStyle', 'string', styles, undefined, S);
      const r = { __proto__: null, locale: loc.locale, calendar: loc.ca, numberingSystem: loc.nu, timeZone: tz };
      // ICU 72's Dangi and Chinese calendars share a cache of new years
      // that each corrupts for the other (docs/intl.md): dangi formats as
      // chinese, as Temporal computes it
      this.#icuLocale = loc.dataLocale + '-u-ca-' + (loc.ca === 'dangi' ? 'chinese' : loc.ca) + '-nu-' + loc.nu;
      // hc: the hour cycle asked for (hour12, hourCycle or the locale's -u-hc),
      // undefined for the locale's own
      let hc = hourCycle || loc.hc || undefined;
      if (hour12 !== undefined) hc = hour12Cycle(this.#icuLocale, hour12, loc.hc);
      let pattern;
      if (dateStyle !== undefined || timeStyle !== undefined) {
        if (any) throw new TypeError('Invalid option : option');
        if (required === 'date' && timeStyle !== undefined) throw new TypeError('Invalid option : timeStyle');
        if (required === 'time' && dateStyle !== undefined) throw new TypeError('Invalid option : dateStyle');
        pattern = n.dtStyle(this.#icuLocale, dateStyle === undefined ? -1 : styles.indexOf(dateStyle),
          timeStyle === undefined ? -1 : styles.indexOf(timeStyle));
        r.dateStyle = dateStyle;
        r.timeStyle = timeStyle;
      } else {
        let needDefaults = true;
        if (required === 'date' || required === 'any')
          for (let i = 0; i < DATE_FIELDS.length; i++) if (opt[DATE_FIELDS[i]] !== undefined) needDefaults = false;
        if (required === 'time' || required === 'any')
          for (let i = 0; i < TIME_FIELDS.length; i++) if (opt[TIME_FIELDS[i]] !== undefined) needDefaults = false;
        if (needDefaults && (defaults === 'date' || defaults === 'all'))
          opt.year = opt.month = opt.day = 'numeric';
        if (needDefaults && (defaults === 'time' || defaults === 'all'))
          opt.hour = opt.minute = opt.second = 'numeric';
        let sk = '';
        for (let i = 0; i < dtComponents.length; i++) {
          const k = dtComponents[i][0], v = opt[k];
          if (v === undefined) continue;
          if (k === 'hour') {
            const l = hc ? hcLetter[hc] : 'j';
            sk += v === '2-digit' ? l + l : l;
          } else if (k === 'fractionalSecondDigits') sk += 'S'.repeat(v);
          else sk += skelOf[k][v];
        }
        pattern = n.dtPattern(this.#icuLocale, sk);
      }
      if (hc) pattern = withHourCycle(this.#icuLocale, pattern, hc);
      const pat = patternOptions(pattern), po = pat[0], phc = pat[1];
      if (phc !== undefined) {
        r.hourCycle = phc;
        r.hour12 = phc === 'h11' || phc === 'h12';
      }
      // the locale's -u-hc- stays, when hour12 or hourCycle was given, only
      // if the format shows hours in that very cycle (as node)
      if (hourCycle !== undefined && phc !== loc.hc && /-u(?:-[a-z0-9]{2,8})*-hc-/.test(r.locale))
        r.locale = r.locale.replace(/-hc-h(?:11|12|23|24)/, '').replace(/-u(?=-x-|$)/, '');
      delete r.dateStyle;
      delete r.timeStyle;
      if (dateStyle === undefined && timeStyle === undefined) {
        for (let i = 0; i < dtComponents.length; i++) { const k = dtComponents[i][0]; if (po[k] !== undefined) r[k] = po[k]; }
      } else {
        if (dateStyle !== undefined) r.dateStyle = dateStyle;
        if (timeStyle !== undefined) r.timeStyle = timeStyle;
      }
      this.#r = r;
      this.#pattern = pattern;
      this.#tz = icuTz === undefined ? tz : icuTz;
      this.#given = { opt: given, dateStyle, timeStyle, hour12, hc };
      this.#kinds = { __proto__: null };
    }
    // the ICU pattern for a kind of Temporal object (x: for the error)
    static temporalPattern(o, kind, x) {
      let p = o.#kinds[kind];
      if (p !== undefined) return p;
      const K = TEMPORAL_KINDS[kind];
      const bad = () => new TypeError(`Invalid argument for Temporal ${temporalTag(x)}`);
      if (K === undefined) throw bad();
      const g = o.#given;
      if (g.dateStyle !== undefined || g.timeStyle !== undefined) {
        const ds = K.style === 'time' ? undefined : g.dateStyle, ts = K.style === 'date' ? undefined : g.timeStyle;
        if (ds === undefined && ts === undefined) throw bad();
        p = n.dtStyle(o.#icuLocale, ds === undefined ? -1 : styles.indexOf(ds), ts === undefined ? -1 : styles.indexOf(ts));
        if (g.hc) p = withHourCycle(o.#icuLocale, p, g.hc);
        if (!K.zoned || K.drop) {
          // a style's pattern less the fields this kind has not
          const sk = n.dtSkeleton(p);
          let kept = sk.replace(/[zZOvVXx]/g, '');
          if (K.drop) kept = kept.split('').filter((c) => !K.drop.test(c)).join('');
          if (kept !== sk) p = n.dtPattern(o.#icuLocale, kept);
        }
      } else {
        const opt = { __proto__: null };
        let fields = false, own = false;
        for (let i = 0; i < DATE_FIELDS.length; i++) if (g.opt[DATE_FIELDS[i]] !== undefined) fields = true;
        for (let i = 0; i < TIME_FIELDS.length; i++) if (g.opt[TIME_FIELDS[i]] !== undefined) fields = true;
        for (let i = 0; i < K.fields.length; i++) {
          const k = K.fields[i];
          if (g.opt[k] !== undefined) { opt[k] = g.opt[k]; if (k !== 'era') own = true; }
        }
        if (K.zoned && g.opt.timeZoneName !== undefined) opt.timeZoneName = g.opt.timeZoneName;
        // era alone takes the kind's defaults with it, as ECMA-402 and
        // test262 have it (V8 prints the era alone: node fails those tests)
        if (fields && !own) throw bad();
        if (!fields) for (let i = 0; i < K.defaults.length; i++) { const k = K.defaults[i]; opt[k] = k === 'minute' || k === 'second' ? '2-digit' : 'numeric'; }
        let sk = '';
        for (let i = 0; i < dtComponents.length; i++) {
          const k = dtComponents[i][0], v = opt[k];
          if (v === undefined) continue;
          if (k === 'hour') {
            const l = g.hc ? hcLetter[g.hc] : 'j';
            sk += v === '2-digit' ? l + l : l;
          } else if (k === 'fractionalSecondDigits') sk += 'S'.repeat(v);
          else sk += skelOf[k][v];
        }
        p = n.dtPattern(o.#icuLocale, sk);
        if (g.hc) p = withHourCycle(o.#icuLocale, p, g.hc);
      }
      o.#kinds[kind] = p;
      return p;
    }
    // [pattern, time zone, ms] to format x with, or undefined when x is no
    // Temporal object
    static temporal(o, x) {
      if (typeof x !== 'object' || x === null) return undefined;
      const info = n.temporalInfo(x);
      if (info === undefined) return undefined;
      const kind = info[0], ms = info[1], cal = info[2];
      if (kind === 'ZonedDateTime') throw new TypeError(`Invalid argument for Temporal ${temporalTag(x)}`);
      const mine = o.#r.calendar;
      if (kind === 'PlainYearMonth' || kind === 'PlainMonthDay' ? cal !== mine : cal !== 'iso8601' && cal !== mine)
        throw new RangeError('Mismatched calendars.');
      const p = DateTimeFormat.temporalPattern(o, kind, x);
      return [p, TEMPORAL_KINDS[kind].zoned ? o.#tz : 'UTC', ms, kind];
    }
    static is(o) { return #pattern in o; }
    static time(x) {
      let t = x === undefined ? DateNow() : NumberCtor(x);
      if (!NumberIsFinite(t) || MathAbs(t) > 8.64e15) throw new RangeError('Invalid time value');
      return t - (t % 1) + 0; // TimeClip's ToIntegerOrInfinity: toward zero
    }
    // V8 prints U+202F (CLDR's space before AM/PM) as a plain space
    static format(o, x) {
      const t = DateTimeFormat.temporal(o, x);
      if (t !== undefined) return n.dtFormat(o.#icuLocale, t[1], t[0], t[2], false).replaceAll('\u202f', ' ');
      return n.dtFormat(o.#icuLocale, o.#tz, o.#pattern, DateTimeFormat.time(x), false).replaceAll('\u202f', ' ');
    }
    static formatToParts(o, x) {
      const t = DateTimeFormat.temporal(o, x);
      const a = t !== undefined ? n.dtFormat(o.#icuLocale, t[1], t[0], t[2], true)
        : n.dtFormat(o.#icuLocale, o.#tz, o.#pattern, DateTimeFormat.time(x), true);
      a[0] = a[0].replaceAll('\u202f', ' ');
      const spans = [a[0]];
      for (let i = 1; i < a.length; i += 3) append(spans, 1, a[i], a[i + 1], a[i + 2]);
      return toParts(spans, dtFieldType, 0);
    }
    static range(o, x, y, parts) {
      if (x === undefined || y === undefined) throw new TypeError('startDate or endDate is undefined');
      const ix = typeof x === 'object' && x !== null ? n.temporalInfo(x) : undefined;
      const iy = typeof y === 'object' && y !== null ? n.temporalInfo(y) : undefined;
      // ToDateTimeFormattable: what is no Temporal object becomes a Number
      // first, before the kinds are compared
      if (ix === undefined) x = +x;
      if (iy === undefined) y = +y;
      let a, b, sk, tz = o.#tz;
      if (ix !== undefined || iy !== undefined) {
        // both Temporal objects of one kind
        if (ix === undefined || iy === undefined || ix[0] !== iy[0]) throw new TypeError(`Invalid argument for Temporal ${iy === undefined ? StringCtor(y) : temporalTag(y)}`);
        const tx = DateTimeFormat.temporal(o, x), ty = DateTimeFormat.temporal(o, y);
        a = tx[2]; b = ty[2]; tz = tx[1];
        sk = n.dtSkeleton(tx[0]);
      } else {
        a = DateTimeFormat.time(x); b = DateTimeFormat.time(y);
        sk = n.dtSkeleton(o.#pattern);
      }
      const r = n.dtRange(o.#icuLocale, tz, sk, a, b, parts);
      if (parts) r[0] = r[0].replaceAll('\u202f', ' ');
      else return r.replaceAll('\u202f', ' ');
      // category 0x1005 is the date interval span (start or end)
      return parts ? toParts(r, (f) => dtFieldType(f), 0x1005) : r;
    }
    static boundOf(o) {
      if (o.#bound === undefined) o.#bound = (x) => DateTimeFormat.format(o, x);
      return o.#bound;
    }
    static resolved(o) { return dataCopy(o.#r); }
  }
  const isDTF = (o) => typeof o === 'object' && o !== null && DateTimeFormat.is(o);
  const newDTF = (l, o) => new DateTimeFormat(l, o);
  const DateTimeFormatFn = function DateTimeFormat(locales, options) {
    const f = newDTF(locales, options);
    if (new.target !== undefined && new.target !== DateTimeFormatFn) fromCtor(f, new.target, 'Intl.DateTimeFormat');
    return chainLegacy(DateTimeFormatFn, f, new.target, this);
  };
  const unwrapDTF = (o) => unwrapLegacy(DateTimeFormatFn, isDTF, o);
  makeClass(DateTimeFormatFn, DateTimeFormat, 'Intl.DateTimeFormat', 0);
  getter(DateTimeFormat.prototype, 'format', function () {
    const dtf = unwrapDTF(this);
    if (!isDTF(dtf)) throw incompatible('get Intl.DateTimeFormat.prototype.format', this);
    return DateTimeFormat.boundOf(dtf);
  });
  method(DateTimeFormat.prototype, 'formatToParts', function (x) {
    if (!isDTF(this)) throw incompatible('Intl.DateTimeFormat.prototype.formatToParts', this);
    return DateTimeFormat.formatToParts(this, x);
  }, 1);
  method(DateTimeFormat.prototype, 'formatRange', function (x, y) {
    if (!isDTF(this)) throw incompatible('Intl.DateTimeFormat.prototype.formatRange', this);
    return DateTimeFormat.range(this, x, y, false);
  }, 2);
  method(DateTimeFormat.prototype, 'formatRangeToParts', function (x, y) {
    if (!isDTF(this)) throw incompatible('Intl.DateTimeFormat.prototype.formatRangeToParts', this);
    return DateTimeFormat.range(this, x, y, true);
  }, 2);
  method(DateTimeFormat.prototype, 'resolvedOptions', function () {
    const dtf = unwrapDTF(this);
    if (!isDTF(dtf)) throw incompatible('Intl.DateTimeFormat.prototype.resolvedOptions', this);
    return DateTimeFormat.resolved(dtf);
  }, 0);
  // Date.prototype.toLocaleString (kind 0), toLocaleDateString (1), toLocaleTimeString (2)
  const dateDefaults = [['any', 'all'], ['date', 'date'], ['time', 'time']];
  const dateFormatters = [undefined, undefined, undefined];
  const dateToLocaleString = (t, locales, options, kind) => {
    if (t !== t) return 'Invalid Date';
    const req = dateDefaults[kind][0], def = dateDefaults[kind][1];
    let f;
    if (locales === undefined && options === undefined) {
      f = dateFormatters[kind] || (dateFormatters[kind] = new DateTimeFormat(undefined, undefined, req, def));
    } else f = new DateTimeFormat(locales, options, req, def);
    return DateTimeFormat.format(f, t);
  };

  // ---- Intl.ListFormat -------------------------------------------------------------

  class ListFormat {
    #r;
    constructor(locales, options) {
      const requested = canonicalizeLocaleList(locales);
      options = getOptionsObject(options);
      const S = 'Intl.ListFormat';
      getOption(options, 'localeMatcher', 'string', ['lookup', 'best fit'], 'best fit', S);
      const loc = resolveLocale(requested, []);
      const type = getOption(options, 'type', 'string', ['conjunction', 'disjunction', 'unit'], 'conjunction', S);
      const style = getOption(options, 'style', 'string', ['long', 'short', 'narrow'], 'long', S);
      this.#r = { __proto__: null, locale: loc.locale, type, style };
    }
    static is(o) { return #r in o; }
    static strings(list) {
      const out = [];
      if (list === undefined) return out;
      for (const v of list) {
        if (typeof v !== 'string') throw new TypeError(`Iterable yielded ${typeof v === 'symbol' ? v.toString() : v} which is not a string`);
        append(out, v);
      }
      return out;
    }
    // strings: a list of strings (the methods' argument through strings())
    static format(o, strings, parts) {
      const r = o.#r;
      const a = n.list(r.locale, r.type, r.style, strings, parts);
      return parts ? toParts(a, (f) => (f === 1 ? 'element' : 'literal'), 0, 3) : a;
    }
    static resolved(o) { return dataCopy(o.#r); }
  }
  const isLF = (o) => typeof o === 'object' && o !== null && ListFormat.is(o);
  const newLF = (l, o) => new ListFormat(l, o);
  const ListFormatFn = function ListFormat(locales, options) {
    if (new.target === undefined) throw new TypeError("Constructor Intl.ListFormat requires 'new'");
    const f = newLF(locales, options);
    if (new.target !== ListFormatFn) fromCtor(f, new.target, 'Intl.ListFormat');
    return f;
  };
  makeClass(ListFormatFn, ListFormat, 'Intl.ListFormat', 0);
  method(ListFormat.prototype, 'format', function (list) {
    if (!isLF(this)) throw incompatible('Intl.ListFormat.prototype.format', this);
    return ListFormat.format(this, ListFormat.strings(list), false);
  }, 1);
  method(ListFormat.prototype, 'formatToParts', function (list) {
    if (!isLF(this)) throw incompatible('Intl.ListFormat.prototype.formatToParts', this);
    return ListFormat.format(this, ListFormat.strings(list), true);
  }, 1);
  method(ListFormat.prototype, 'resolvedOptions', function () {
    if (!isLF(this)) throw incompatible('Intl.ListFormat.prototype.resolvedOptions', this);
    return ListFormat.resolved(this);
  }, 0);

  // ---- Intl.Segmenter --------------------------------------------------------------

  const granularities = ['grapheme', 'word', 'sentence'];
  class Segmenter {
    #r;
    constructor(locales, options) {
      const requested = canonicalizeLocaleList(locales);
      options = getOptionsObject(options);
      const S = 'Intl.Segmenter';
      getOption(options, 'localeMatcher', 'string', ['lookup', 'best fit'], 'best fit', S);
      const loc = resolveLocale(requested, []);
      const granularity = getOption(options, 'granularity', 'string', granularities, 'grapheme', S);
      this.#r = { __proto__: null, locale: loc.locale, granularity };
    }
    static is(o) { return #r in o; }
    static segment(o, str) {
      const s = toStr(str);
      const g = o.#r.granularity;
      const b = n.segments(o.#r.locale, granularities.indexOf(g), s);
      return new Segments(s, g, b);
    }
    static resolved(o) { return dataCopy(o.#r); }
  }
  // segment data: ICU's rule status below 100 is "none" (not word-like)
  const segData = (s, g, b, i) => {
    const start = i === 0 ? 0 : b[2 * i - 2];
    const end = b[2 * i];
    const d = { segment: s.slice(start, end), index: start, input: s };
    if (g === 'word') d.isWordLike = b[2 * i + 1] >= 100;
    return d;
  };
  class Segments {
    #s; #g; #b;
    constructor(s, g, b) { this.#s = s; this.#g = g; this.#b = b; }
    static is(o) { return #b in o; }
    static containing(o, index) {
      // ToIntegerOrInfinity: ToNumber throws on a BigInt or a Symbol
      let i = index === undefined ? 0 : +index;
      i = i !== i ? 0 : MathTrunc(i);
      if (i < 0 || i >= o.#s.length) return undefined;
      const b = o.#b;
      for (let k = 0; 2 * k < b.length; k++) if (b[2 * k] > i) return segData(o.#s, o.#g, b, k);
      return undefined;
    }
    static iter(o) { return new SegmentIterator(o.#s, o.#g, o.#b); }
  }
  class SegmentIterator {
    #s; #g; #b; #k = 0;
    constructor(s, g, b) { this.#s = s; this.#g = g; this.#b = b; }
    static is(o) { return #b in o; }
    static next(o) {
      if (2 * o.#k >= o.#b.length) return { value: undefined, done: true };
      return { value: segData(o.#s, o.#g, o.#b, o.#k++), done: false };
    }
  }
  const SegmentsProto = Segments.prototype;
  delete SegmentsProto.constructor;
  method(SegmentsProto, 'containing', function (index) {
    if (typeof this !== 'object' || this === null || !Segments.is(this))
      throw incompatible('%Segments.prototype%.containing', this);
    return Segments.containing(this, index);
  }, 1);
  ObjectDefineProperty(SegmentsProto, symIterator, {
    value: { [symIterator]() {
      if (typeof this !== 'object' || this === null || !Segments.is(this))
        throw incompatible('%Segments.prototype%[@@iterator]', this);
      return Segments.iter(this);
    } }[symIterator], writable: true, enumerable: false, configurable: true,
  });
  // %IteratorPrototype%, found without running an iterator a script may have replaced
  const IterProto = ObjectGetPrototypeOf(ObjectGetPrototypeOf((function* () {}).prototype));
  const SegIterProto = SegmentIterator.prototype;
  delete SegIterProto.constructor;
  ObjectSetPrototypeOf(SegIterProto, IterProto);
  method(SegIterProto, 'next', function () {
    if (typeof this !== 'object' || this === null || !SegmentIterator.is(this))
      throw incompatible('%SegmentIterator.prototype%.next', this);
    return SegmentIterator.next(this);
  }, 0);
  tag(SegIterProto, 'Segmenter String Iterator');
  const isSeg = (o) => typeof o === 'object' && o !== null && Segmenter.is(o);
  const newSeg = (l, o) => new Segmenter(l, o);
  const SegmenterFn = function Segmenter(locales, options) {
    if (new.target === undefined) throw new TypeError("Constructor Intl.Segmenter requires 'new'");
    const f = newSeg(locales, options);
    if (new.target !== SegmenterFn) fromCtor(f, new.target, 'Intl.Segmenter');
    return f;
  };
  makeClass(SegmenterFn, Segmenter, 'Intl.Segmenter', 0);
  method(Segmenter.prototype, 'segment', function (s) {
    if (!isSeg(this)) throw incompatible('Intl.Segmenter.prototype.segment', this);
    return Segmenter.segment(this, s);
  }, 1);
  method(Segmenter.prototype, 'resolvedOptions', function () {
    if (!isSeg(this)) throw incompatible('Intl.Segmenter.prototype.resolvedOptions', this);
    return Segmenter.resolved(this);
  }, 0);

  // ---- Intl.RelativeTimeFormat -----------------------------------------------------

  const relUnits = ['year', 'quarter', 'month', 'week', 'day', 'hour', 'minute', 'second'];
  class RelativeTimeFormat {
    #r;
    constructor(locales, options) {
      const requested = canonicalizeLocaleList(locales);
      options = coerceOptions(options);
      const S = 'Intl.RelativeTimeFormat';
      getOption(options, 'localeMatcher', 'string', ['lookup', 'best fit'], 'best fit', S);
      const nu = getOption(options, 'numberingSystem', 'string', undefined, undefined, S);
      if (nu !== undefined && !typeSeqRe.test(nu)) throw new RangeError(`Invalid numberingSystem : ${nu}`);
      const loc = resolveLocale(requested, [['nu', nuValues, nu]]);
      const style = getOption(options, 'style', 'string', ['long', 'short', 'narrow'], 'long', S);
      const numeric = getOption(options, 'numeric', 'string', ['always', 'auto'], 'always', S);
      this.#r = { __proto__: null, locale: loc.locale, style, numeric, numberingSystem: loc.nu, icu: loc.dataLocale + '-u-nu-' + loc.nu };
    }
    static is(o) { return #r in o; }
    static format(o, value, unit, parts) {
      const x = NumberCtor(value);
      const u = toStr(unit);
      if (!NumberIsFinite(x))
        throw new RangeError('Value need to be finite number for Intl.RelativeTimeFormat.prototype.format()');
      const single = u.endsWith('s') ? u.slice(0, -1) : u;
      const k = relUnits.indexOf(single);
      if (k < 0) throw new RangeError(`Invalid unit argument for Intl.RelativeTimeFormat.prototype.format() '${u}'`);
      const r = o.#r;
      const a = n.rel(r.icu, r.style, r.numeric === 'auto', x, k, parts);
      if (!parts) return a;
      // the number's fields carry the unit; ICU's own literal fields are literals
      const ps = toParts(a, (f, t) => numFieldType(f, t, x), 0, 2);
      for (let i = 0; i < ps.length; i++) if (ps[i].type !== 'literal') ps[i].unit = single;
      return ps;
    }
    static resolved(o) {
      const r = o.#r;
      return { locale: r.locale, style: r.style, numeric: r.numeric, numberingSystem: r.numberingSystem };
    }
  }
  const isRTF = (o) => typeof o === 'object' && o !== null && RelativeTimeFormat.is(o);
  const newRTF = (l, o) => new RelativeTimeFormat(l, o);
  const RelativeTimeFormatFn = function RelativeTimeFormat(locales, options) {
    if (new.target === undefined) throw new TypeError("Constructor Intl.RelativeTimeFormat requires 'new'");
    const f = newRTF(locales, options);
    if (new.target !== RelativeTimeFormatFn) fromCtor(f, new.target, 'Intl.RelativeTimeFormat');
    return f;
  };
  makeClass(RelativeTimeFormatFn, RelativeTimeFormat, 'Intl.RelativeTimeFormat', 0);
  method(RelativeTimeFormat.prototype, 'format', function (value, unit) {
    if (!isRTF(this)) throw incompatible('Intl.RelativeTimeFormat.prototype.format', this);
    return RelativeTimeFormat.format(this, value, unit, false);
  }, 2);
  method(RelativeTimeFormat.prototype, 'formatToParts', function (value, unit) {
    if (!isRTF(this)) throw incompatible('Intl.RelativeTimeFormat.prototype.formatToParts', this);
    return RelativeTimeFormat.format(this, value, unit, true);
  }, 2);
  method(RelativeTimeFormat.prototype, 'resolvedOptions', function () {
    if (!isRTF(this)) throw incompatible('Intl.RelativeTimeFormat.prototype.resolvedOptions', this);
    return RelativeTimeFormat.resolved(this);
  }, 0);

  // ---- Intl.supportedValuesOf ------------------------------------------------------

  // numbering systems with algorithmic digits are not "simple": ECMA-402
  // lists only the ones with a digit for each of 0-9
  const algorithmicNu = ['armn', 'armnlow', 'cyrl', 'ethi', 'geor', 'grek', 'greklow', 'hans', 'hansfin',
    'hant', 'hantfin', 'hebr', 'jpan', 'jpanfin', 'jpanyear', 'roman', 'romanlow', 'taml'];
  const sortStrings = (a) => a.sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));
  method(Intl, 'supportedValuesOf', (key) => {
    key = toStr(key);
    let list;
    switch (key) {
      case 'calendar': list = calendarList; break;
      case 'collation':
        list = ['compat', 'dict', 'emoji', 'eor', 'phonebk', 'phonetic', 'pinyin', 'searchjl', 'stroke', 'trad',
          'unihan', 'zhuyin'];
        break;
      case 'currency': list = sortStrings(n.values(0)); break;
      case 'numberingSystem': list = sortStrings(n.values(1).filter((x) => !algorithmicNu.includes(x))); break;
      case 'timeZone': list = sortStrings(n.values(2)); break;
      case 'unit': list = sanctionedUnits.slice(); break;
      default: throw new RangeError(`Invalid key : ${key}`);
    }
    const out = [];
    for (let i = 0; i < list.length; i++) append(out, list[i]);
    return out;
  }, 1);

  // ---- case mapping ----------------------------------------------------------------

  const toLocaleCase = (s, locales, upper) => {
    const req = canonicalizeLocaleList(locales);
    let loc = req.length ? removeUnicodeExt(req[0]) : defaultLocale();
    return n.caseMap(loc, StringCtor(s), upper);
  };

  // what the other files of Intl (intl_locale.js, intl_display.js,
  // intl_duration.js; intl.c calls each with this object) build on
  const internal = {
    n, Intl, toStr, append, setData, setHidden, tag, method, getter, incompatible, receiverText,
    coerceOptions, getOptionsObject, getOption, getNumberOption, defaultNumberOption,
    tagRe, isStructurallyValid, canonicalizeTag, canonicalizeLocaleList, supportedLocalesOf, resolveLocale,
    removeUnicodeExt, unicodeExt, uKeywords, insertExt, typeSeqRe, defaultLocale, defaultNu, nuValues,
    collValues, makeClass, fromCtor, sortStrings, toParts, numFieldType, MathAbs, NumberIsFinite,
    // the classes themselves (their statics format; no user-visible lookup)
    NumberFormat, ListFormat,
    setLocaleTagOf: (f) => { localeTagOf = f; },
  };
  return {
    Intl,
    localeCompare,
    numberToLocaleString,
    toLocaleCase,
    dateToLocaleString,
    // Temporal's toLocaleString of a Plain object or an Instant
    temporalToLocaleString: (x, locales, options, req, def) =>
      DateTimeFormat.format(new DateTimeFormat(locales, options, req, def), x),
    internal,
    protos,
    // the properties of Intl in node's order, once every file added its own
    finish: () => {
      const order = ['getCanonicalLocales', 'supportedValuesOf', 'DateTimeFormat', 'NumberFormat', 'Collator',
        'PluralRules', 'RelativeTimeFormat', 'ListFormat', 'Locale', 'DisplayNames', 'Segmenter', 'DurationFormat'];
      for (let i = 0; i < order.length; i++) {
        const k = order[i], d = Object.getOwnPropertyDescriptor(Intl, k);
        if (d === undefined) continue;
        delete Intl[k];
        ObjectDefineProperty(Intl, k, d);
      }
    },
  };
})
