(function (x) {
  // stdlib/intl/intl_display.js — Intl.DisplayNames (ECMA-402 §12) as node
  // 26 has it: names of languages, regions, scripts, currencies, calendars
  // and date-time fields in a locale. stdlib/intl/intl.c calls this function
  // literal with intl.js's `internal` object (x); ICU's names come from
  // intl_display.c.
  //
  // Codes are checked as ECMA-402's CanonicalCodeForDisplayNames says, with
  // V8's texts ("invalid_argument"); like V8, region and script codes go to
  // ICU as given (a lower-case "us" has no name, and falls back to "us").
  'use strict';
  const { n, setData, toStr, method, incompatible, getOptionsObject, getOption, tagRe, isStructurallyValid,
    canonicalizeTag, canonicalizeLocaleList, resolveLocale, typeSeqRe, makeClass, fromCtor } = x;

  const types = ['language', 'region', 'script', 'currency', 'calendar', 'dateTimeField'];
  // ECMA-402's date-time fields, as UDateTimePatternField numbers
  const fields = {
    era: 0, year: 1, quarter: 2, month: 3, weekOfYear: 4, weekday: 6, day: 9, dayPeriod: 10, hour: 11,
    minute: 12, second: 13, timeZoneName: 15,
  };
  const invalid = () => new RangeError('invalid_argument');
  // a unicode_language_id: a tag without extensions or private use
  const isLanguageId = (c) => {
    const m = tagRe.exec(c);
    return m !== null && m[2] === '' && !/-x-/i.test(c) && isStructurallyValid(c);
  };

  class DisplayNames {
    #r;
    constructor(locales, options) {
      const requested = canonicalizeLocaleList(locales);
      if (options === undefined) throw new TypeError('invalid_argument');
      options = getOptionsObject(options);
      const S = 'Intl.DisplayNames';
      getOption(options, 'localeMatcher', 'string', ['lookup', 'best fit'], 'best fit', S);
      const loc = resolveLocale(requested, []);
      const style = getOption(options, 'style', 'string', ['narrow', 'short', 'long'], 'long', S);
      const type = getOption(options, 'type', 'string', types, undefined, S);
      if (type === undefined) throw new TypeError('invalid_argument');
      const fallback = getOption(options, 'fallback', 'string', ['code', 'none'], 'code', S);
      const languageDisplay = getOption(options, 'languageDisplay', 'string', ['dialect', 'standard'], 'dialect', S);
      this.#r = { __proto__: null, locale: loc.locale, style, type, fallback, languageDisplay, data: loc.dataLocale };
    }
    static is(o) { return #r in o; }
    static of(o, code) {
      const r = o.#r;
      let c = toStr(code);
      let arg = c;
      switch (r.type) {
        case 'language':
          if (!isLanguageId(c) || c.split('-')[0].toLowerCase() === 'root') throw invalid();
          arg = c = canonicalizeTag(c);
          break;
        case 'region':
          if (!/^(?:[a-z]{2}|[0-9]{3})$/i.test(c)) throw invalid();
          break;
        case 'script':
          if (!/^[a-z]{4}$/i.test(c)) throw invalid();
          break;
        case 'currency':
          if (!/^[a-z]{3}$/i.test(c)) throw invalid();
          arg = c = c.toUpperCase();
          break;
        case 'calendar':
          if (!typeSeqRe.test(c)) throw invalid();
          arg = c = c.toLowerCase();
          break;
        case 'dateTimeField':
          if (fields[c] === undefined) throw invalid();
          arg = fields[c];
          break;
      }
      const name = n.displayName(r.data, types.indexOf(r.type), r.style, r.languageDisplay === 'dialect', arg);
      if (name !== undefined) return name;
      return r.fallback === 'code' ? c : undefined;
    }
    static resolved(o) {
      const r = o.#r;
      const out = { locale: r.locale, style: r.style, type: r.type, fallback: r.fallback };
      if (r.type === 'language') setData(out, 'languageDisplay', r.languageDisplay);
      return out;
    }
  }
  const isDN = (o) => typeof o === 'object' && o !== null && DisplayNames.is(o);
  const newDN = (l, o) => new DisplayNames(l, o);
  const DisplayNamesFn = function DisplayNames(locales, options) {
    if (new.target === undefined) throw new TypeError("Constructor Intl.DisplayNames requires 'new'");
    const d = newDN(locales, options);
    if (new.target !== DisplayNamesFn) fromCtor(d, new.target, 'Intl.DisplayNames');
    return d;
  };
  makeClass(DisplayNamesFn, DisplayNames, 'Intl.DisplayNames', 2);
  method(DisplayNames.prototype, 'resolvedOptions', function () {
    if (!isDN(this)) throw incompatible('Intl.DisplayNames.prototype.resolvedOptions', this);
    return DisplayNames.resolved(this);
  }, 0);
  method(DisplayNames.prototype, 'of', function (code) {
    if (!isDN(this)) throw incompatible('Intl.DisplayNames.prototype.of', this);
    return DisplayNames.of(this, code);
  }, 1);
})
