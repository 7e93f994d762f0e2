(function (x) {
  // stdlib/intl/intl_locale.js — Intl.Locale (ECMA-402 §14) as node 26 has
  // it: the constructor with its options, the getters, maximize/minimize and
  // the locale information methods (getCalendars, getCollations,
  // getHourCycles, getNumberingSystems, getTimeZones, getTextInfo,
  // getWeekInfo). stdlib/intl/intl.c calls this function literal with
  // intl.js's `internal` object (x) once intl.js has run.
  //
  // A Locale holds one Value, its canonical tag ([[Locale]]); every getter
  // reads it. Canonical forms are ICU's (intl.js canonicalizeTag), as V8's
  // are. Like V8, the constructor reads no `variants` option and the
  // prototype has no `variants` getter.
  'use strict';
  const { n, toStr, append, method, getter, incompatible, coerceOptions, getOption,
    isStructurallyValid, canonicalizeTag, removeUnicodeExt, unicodeExt, uKeywords, insertExt, typeSeqRe,
    defaultNu, makeClass, fromCtor, sortStrings } = x;

  const bad = () => new RangeError('Incorrect locale information provided');
  const languageRe = /^(?:[a-z]{2,3}|[a-z]{5,8})$/i;
  const scriptRe = /^[a-z]{4}$/i;
  const regionRe = /^(?:[a-z]{2}|[0-9]{3})$/i;
  // the unicode_language_id at the head of a tag: up to the first singleton
  const baseOf = (t) => {
    const parts = t.split('-');
    let i = 1;
    while (i < parts.length && parts[i].length > 1) i++;
    return parts.slice(0, i).join('-');
  };
  // [language, script, region, variants] of a base name
  const baseParts = (b) => {
    const p = b.split('-');
    let i = 1, script, region;
    if (i < p.length && scriptRe.test(p[i])) script = p[i++];
    if (i < p.length && regionRe.test(p[i])) region = p[i++];
    return [p[0], script, region, p.slice(i)];
  };
  // WeekdayToString: firstDayOfWeek may be given as 0-7
  const weekdayNames = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
  const weekdayToString = (v) => (v.length === 1 && v >= '0' && v <= '7' ? weekdayNames[v] : v);
  const weekdayNumber = { mon: 1, tue: 2, wed: 3, thu: 4, fri: 5, sat: 6, sun: 7 };

  class Locale {
    #locale;
    constructor(t, options) {
      if (typeof t !== 'string' && (typeof t !== 'object' || t === null) && typeof t !== 'function')
        throw new TypeError("First argument to Intl.Locale constructor can't be empty or missing");
      let s = Locale.tagOf(t);
      if (s === undefined) s = toStr(t);
      if (options === null) throw new TypeError('Intl.Locale called on null or undefined');
      options = coerceOptions(options);
      if (!isStructurallyValid(s)) throw bad();
      s = canonicalizeTag(s);
      // UpdateLanguageId: the language, script and region options
      const S = 'locale';
      const bp = baseParts(baseOf(s)), lang0 = bp[0], script0 = bp[1], region0 = bp[2], variants = bp[3];
      const language = getOption(options, 'language', 'string', undefined, undefined, S);
      if (language !== undefined && (!languageRe.test(language) || language.toLowerCase() === 'root')) throw bad();
      const script = getOption(options, 'script', 'string', undefined, undefined, S);
      if (script !== undefined && !scriptRe.test(script)) throw bad();
      const region = getOption(options, 'region', 'string', undefined, undefined, S);
      if (region !== undefined && !regionRe.test(region)) throw bad();
      if (language !== undefined || script !== undefined || region !== undefined) {
        const b = [language !== undefined ? language : lang0];
        const sc = script !== undefined ? script : script0;
        const rg = region !== undefined ? region : region0;
        if (sc !== undefined) append(b, sc);
        if (rg !== undefined) append(b, rg);
        for (let k = 0; k < variants.length; k++) append(b, variants[k]);
        const nb = b.join('-');
        s = nb + s.slice(baseOf(s).length);
        if (!isStructurallyValid(s)) throw bad();
        s = canonicalizeTag(s);
      }
      // the -u- keywords of the options
      const kw = [];
      const typeOption = (prop, key) => {
        const v = getOption(options, prop, 'string', undefined, undefined, S);
        if (v === undefined) return;
        if (!typeSeqRe.test(v)) throw bad();
        append(kw, [key, v]);
      };
      typeOption('calendar', 'ca');
      typeOption('collation', 'co');
      let fw = getOption(options, 'firstDayOfWeek', 'string', undefined, undefined, S);
      if (fw !== undefined) {
        fw = weekdayToString(fw);
        if (!typeSeqRe.test(fw)) throw bad();
        append(kw, ['fw', fw]);
      }
      const hc = getOption(options, 'hourCycle', 'string', ['h11', 'h12', 'h23', 'h24'], undefined, S);
      if (hc !== undefined) append(kw, ['hc', hc]);
      const kf = getOption(options, 'caseFirst', 'string', ['upper', 'lower', 'false'], undefined, S);
      if (kf !== undefined) append(kw, ['kf', kf]);
      const kn = getOption(options, 'numeric', 'boolean', undefined, undefined, S);
      if (kn !== undefined) append(kw, ['kn', kn ? 'true' : 'false']);
      typeOption('numberingSystem', 'nu');
      if (kw.length) {
        // the tag's own -u- attributes and keywords, the options' replacing theirs
        const ext = unicodeExt(s);
        const subs = ext ? ext.split('-').slice(2) : [];
        const attrs = [];
        let i = 0;
        while (i < subs.length && subs[i].length !== 2) append(attrs, subs[i++]);
        const own = uKeywords(ext || '-u');
        for (let k = 0; k < kw.length; k++) own.set(kw[k][0], kw[k][1]);
        let u = '-u';
        for (let k = 0; k < attrs.length; k++) u += '-' + attrs[k];
        own.forEach((v, k) => { u += '-' + k + (v ? '-' + v : ''); });
        s = canonicalizeTag(insertExt(removeUnicodeExt(s), u));
      }
      this.#locale = s;
    }
    static is(o) { return #locale in o; }
    static tagOf(o) {
      return typeof o === 'object' && o !== null && #locale in o ? o.#locale : undefined;
    }
  }
  const locOf = (o, what) => {
    const t = Locale.tagOf(o);
    if (t === undefined) throw incompatible(`Intl.Locale.prototype.${what}`, o);
    return t;
  };
  x.setLocaleTagOf(Locale.tagOf);
  const newLocale = (t, options) => new Locale(t, options);
  const LocaleFn = function Locale(t, options) {
    if (new.target === undefined) throw new TypeError("Constructor Intl.Locale requires 'new'");
    const l = newLocale(t, options);
    if (new.target !== LocaleFn) fromCtor(l, new.target, 'Intl.Locale');
    return l;
  };
  makeClass(LocaleFn, Locale, 'Intl.Locale', 1, false);
  const P = Locale.prototype;
  // the -u- keyword k of a tag (undefined when absent, '' when it has no value)
  const keyword = (t, k) => {
    const e = unicodeExt(t);
    return e ? uKeywords(e).get(k) : undefined;
  };

  method(P, 'toString', function () { return locOf(this, 'toString'); }, 0);
  // likely subtags added or removed on the whole tag (ICU keeps its
  // keywords), as V8 does; a tag ICU cannot treat stays as it is
  const likely = (o, max, what) => {
    const t = locOf(o, what);
    const r = n.likely(t, max);
    return new LocaleFn(r === undefined || !isStructurallyValid(r) ? t : r);
  };
  method(P, 'maximize', function () { return likely(this, true, 'maximize'); }, 0);
  method(P, 'minimize', function () { return likely(this, false, 'minimize'); }, 0);
  const baseGetter = (name, i) => getter(P, name, function () {
    const t = Locale.tagOf(this);
    if (t === undefined) throw incompatible(`Intl.Locale.prototype.${name}`, this);
    const b = baseOf(t);
    return i < 0 ? b : baseParts(b)[i];
  });
  baseGetter('language', 0);
  baseGetter('script', 1);
  baseGetter('region', 2);
  baseGetter('baseName', -1);
  const kwGetter = (name, key) => getter(P, name, function () {
    const t = Locale.tagOf(this);
    if (t === undefined) throw incompatible(`Intl.Locale.prototype.${name}`, this);
    return keyword(t, key);
  });
  kwGetter('calendar', 'ca');
  kwGetter('caseFirst', 'kf');
  kwGetter('collation', 'co');
  kwGetter('firstDayOfWeek', 'fw');
  kwGetter('hourCycle', 'hc');
  getter(P, 'numeric', function () {
    const t = Locale.tagOf(this);
    if (t === undefined) throw incompatible('Intl.Locale.prototype.numeric', this);
    const v = keyword(t, 'kn');
    return v === '' || v === 'true';
  });
  kwGetter('numberingSystem', 'nu');

  // ---- locale information (Intl.Locale-info) ----------------------------------------

  const list = (a) => {
    const out = [];
    for (let i = 0; i < a.length; i++) append(out, a[i]);
    return out;
  };
  // the region of an rg or sd value ("gbzzzz", "gbeng", "th10")
  const regionOfKey = (v) => {
    const m = v === undefined ? null : /^(?:[a-z]{2}|[0-9]{3})/.exec(v);
    return m ? m[0].toUpperCase() : undefined;
  };
  // the locale whose regional data a locale uses (ECMA-402's
  // RegionPreference): the region of rg, else the region subtag, else (when
  // sd counts) the region of sd; the tag itself when none applies. V8's hour
  // cycles follow rg but not sd, so getHourCycles asks without sd.
  const regionLocale = (t, sd) => {
    let r = regionOfKey(keyword(t, 'rg'));
    const bp = baseParts(baseOf(t)), lang = bp[0], script = bp[1], region = bp[2];
    if (r === undefined && region === undefined && sd) r = regionOfKey(keyword(t, 'sd'));
    if (r === undefined) return removeUnicodeExt(t);
    return lang + (script !== undefined ? '-' + script : '') + '-' + r;
  };
  // the -u- keyword's value alone when the tag has one, else the locale's data
  const infoMethod = (name, key, data) => method(P, name, function () {
    const t = locOf(this, name);
    const v = keyword(t, key);
    return list(v !== undefined && v !== '' ? [v] : data(t));
  }, 0);
  infoMethod('getCalendars', 'ca', (t) => n.localeInfo(regionLocale(t, true), 0));
  infoMethod('getCollations', 'co', (t) => n.localeInfo(removeUnicodeExt(t), 1));
  infoMethod('getHourCycles', 'hc', (t) => [n.localeInfo(regionLocale(t, false), 2)]);
  infoMethod('getNumberingSystems', 'nu', (t) => [defaultNu(removeUnicodeExt(t))]);
  method(P, 'getTimeZones', function () {
    const t = locOf(this, 'getTimeZones');
    const region = baseParts(baseOf(t))[2];
    if (region === undefined) return undefined;
    return list(sortStrings(n.localeInfo(region, 3)));
  }, 0);
  method(P, 'getTextInfo', function () {
    const t = locOf(this, 'getTextInfo');
    return { direction: n.localeInfo(removeUnicodeExt(t), 4) };
  }, 0);
  method(P, 'getWeekInfo', function () {
    const t = locOf(this, 'getWeekInfo');
    const w = n.localeInfo(regionLocale(t, true), 5);
    const fw = weekdayNumber[keyword(t, 'fw')];
    return { firstDay: fw !== undefined ? fw : w[0], weekend: list(w.slice(1)) };
  }, 0);
})
