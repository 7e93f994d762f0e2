(function (x) {
  // stdlib/intl/intl_duration.js — Intl.DurationFormat (ECMA-402 §13) as
  // node 26 has it: styles long, short, narrow and digital, per-unit styles
  // and displays, fractionalDigits, format and formatToParts.
  // stdlib/intl/intl.c calls this function literal with intl.js's
  // `internal` object (x). Numbers are formatted by intl.js's NumberFormat
  // (unit style, or plain numbers for the digital hh:mm:ss group) and the
  // units joined by its ListFormat (type unit), as the spec's
  // PartitionDurationFormatPattern says; sub-second units folded into a
  // fractional seconds value are exact (BigInt arithmetic, formatted as a
  // decimal string).
  //
  // A duration is read as ToDurationRecord does (an object's fields, or an
  // ISO 8601 duration string), with node's Temporal error texts.
  'use strict';
  const { n, setData, append, method, incompatible, getOptionsObject, getOption, getNumberOption,
    canonicalizeLocaleList, resolveLocale, typeSeqRe, nuValues, makeClass, fromCtor, MathAbs, NumberIsFinite, NumberFormat, ListFormat } = x;
  const ObjectCreate = Object.create;
  const BigIntCtor = BigInt;
  const NumberCtor = Number;
  const NumberIsInteger = Number.isInteger;

  const units = ['years', 'months', 'weeks', 'days', 'hours', 'minutes', 'seconds', 'milliseconds', 'microseconds',
    'nanoseconds'];
  const singular = ['year', 'month', 'week', 'day', 'hour', 'minute', 'second', 'millisecond', 'microsecond',
    'nanosecond'];
  const dateStyles = ['long', 'short', 'narrow'];
  const timeStyles = ['long', 'short', 'narrow', 'numeric', '2-digit'];
  const subSecondStyles = ['long', 'short', 'narrow', 'numeric'];
  // [styles, digital default] of each unit (GetDurationUnitOptions' table)
  const unitTable = [
    [dateStyles, 'short'], [dateStyles, 'short'], [dateStyles, 'short'], [dateStyles, 'short'],
    [timeStyles, 'numeric'], [timeStyles, 'numeric'], [timeStyles, 'numeric'],
    [subSecondStyles, 'numeric'], [subSecondStyles, 'numeric'], [subSecondStyles, 'numeric'],
  ];
  const isNumericStyle = (s) => s === 'numeric' || s === '2-digit' || s === 'fractional';
  const S = 'Intl.DurationFormat';

  // ---- reading a duration (ToDurationRecord) ---------------------------------------

  const temporalError = (C, m) => new C('Temporal error: ' + m);
  const twoTo32 = 2 ** 32;
  // IsValidDuration: one sign; years, months, weeks below 2^32; the time
  // part (days to nanoseconds, exactly) below 2^53 seconds
  const checkDuration = (d) => {
    let sign = 0;
    for (let i = 0; i < 10; i++) {
      const v = d[i];
      if (!NumberIsFinite(v)) throw temporalError(RangeError, 'Expected finite integer.');
      const s = v > 0 ? 1 : v < 0 ? -1 : 0;
      if (s !== 0 && sign !== 0 && s !== sign) throw temporalError(RangeError, 'Duration was not valid.');
      if (s !== 0) sign = s;
    }
    if (MathAbs(d[0]) >= twoTo32 || MathAbs(d[1]) >= twoTo32 || MathAbs(d[2]) >= twoTo32)
      throw temporalError(RangeError, 'Duration was not valid.');
    const ns = BigIntCtor(d[3]) * 86400000000000n + BigIntCtor(d[4]) * 3600000000000n + BigIntCtor(d[5]) * 60000000000n +
      BigIntCtor(d[6]) * 1000000000n + BigIntCtor(d[7]) * 1000000n + BigIntCtor(d[8]) * 1000n + BigIntCtor(d[9]);
    const lim = 9007199254740992n * 1000000000n;
    if (ns >= lim || ns <= -lim) throw temporalError(RangeError, 'Duration was not valid.');
    return d;
  };
  // an ISO 8601 duration: [sign]P[nY][nM][nW][nD][T[nH][nM][n[.f]S]], the
  // last time unit may carry a fraction
  const isoRe = /^([+\-\u2212])?P(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)(?:[.,](\d{1,9}))?H)?(?:(\d+)(?:[.,](\d{1,9}))?M)?(?:(\d+)(?:[.,](\d{1,9}))?S)?)?$/i;
  const parseIso = (s) => {
    const m = isoRe.exec(s);
    const bad = () => temporalError(RangeError, 'Invalid duration designator.');
    if (m === null || /T$/i.test(s) || /P$/i.test(s)) throw bad();
    const sign = m[1], y = m[2], mo = m[3], w = m[4], dd = m[5], h = m[6], hf = m[7], mi = m[8], mf = m[9], se = m[10], sf = m[11];
    // a fraction only on the last time unit given
    if ((hf !== undefined && (mi !== undefined || se !== undefined)) || (mf !== undefined && se !== undefined)) throw bad();
    const num = (v) => (v === undefined ? 0 : NumberCtor(v));
    // the fraction of hours or minutes in nanoseconds, spread over the smaller units
    let fracNs = 0n;
    const frac = (f, scale) => (f === undefined ? 0n : BigIntCtor(f.padEnd(9, '0')) * scale / 1000000000n);
    fracNs = frac(hf, 3600000000000n) + frac(mf, 60000000000n) + frac(sf, 1000000000n);
    let minutes = num(mi), seconds = num(se);
    if (hf !== undefined) {
      minutes = NumberCtor(fracNs / 60000000000n);
      fracNs %= 60000000000n;
    }
    if (hf !== undefined || mf !== undefined) {
      seconds = NumberCtor(fracNs / 1000000000n);
      fracNs %= 1000000000n;
    }
    const ms = NumberCtor(fracNs / 1000000n), us = NumberCtor(fracNs / 1000n % 1000n), ns = NumberCtor(fracNs % 1000n);
    const d = [num(y), num(mo), num(w), num(dd), num(h), minutes, seconds, ms, us, ns];
    if (sign === '-' || sign === '\u2212') for (let i = 0; i < 10; i++) d[i] = d[i] === 0 ? 0 : -d[i];
    return checkDuration(d);
  };
  // the fields in the order ToDurationRecord reads them (alphabetical)
  const readOrder = ['days', 'hours', 'microseconds', 'milliseconds', 'minutes', 'months', 'nanoseconds', 'seconds',
    'weeks', 'years'];
  const toDurationRecord = (input) => {
    if (typeof input === 'string') return parseIso(input);
    if (typeof input !== 'object' || input === null)
      throw temporalError(TypeError, 'Duration argument must be Duration or string.');
    const d = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
    let any = false;
    for (let i = 0; i < readOrder.length; i++) {
      const k = readOrder[i], v = input[k];
      if (v === undefined) continue;
      any = true;
      const num = NumberCtor(v);
      if (!NumberIsInteger(num)) throw temporalError(RangeError, 'Expected finite integer.');
      d[units.indexOf(k)] = num === 0 ? 0 : num;
    }
    if (!any) throw temporalError(TypeError, 'Did not provide any valid Duration fields.');
    return checkDuration(d);
  };
  const durationSign = (d) => {
    for (let i = 0; i < 10; i++) if (d[i] !== 0) return d[i] < 0 ? -1 : 1;
    return 0;
  };

  // ---- DurationFormat ---------------------------------------------------------------

  class DurationFormat {
    #r;
    constructor(locales, options) {
      const requested = canonicalizeLocaleList(locales);
      options = getOptionsObject(options);
      getOption(options, 'localeMatcher', 'string', ['lookup', 'best fit'], 'best fit', S);
      const nu = getOption(options, 'numberingSystem', 'string', undefined, undefined, S);
      if (nu !== undefined && !typeSeqRe.test(nu)) throw new RangeError(`Invalid numberingSystem : ${nu}`);
      const loc = resolveLocale(requested, [['nu', nuValues, nu]]);
      const style = getOption(options, 'style', 'string', ['long', 'short', 'narrow', 'digital'], 'short', S);
      const r = { __proto__: null, locale: loc.locale, numberingSystem: loc.nu, style, units: [], data: loc.dataLocale, lf: undefined };
      let prev = '';
      for (let i = 0; i < 10; i++) {
        const unit = units[i];
        const styles = unitTable[i][0], digitalBase = unitTable[i][1];
        let st = getOption(options, unit, 'string', styles, undefined, S);
        let displayDefault = 'always';
        if (st === undefined) {
          if (style === 'digital') {
            if (i < 4 || i > 6) displayDefault = 'auto';
            st = digitalBase;
          } else if (isNumericStyle(prev)) {
            if (i !== 5 && i !== 6) displayDefault = 'auto';
            st = 'numeric';
          } else {
            displayDefault = 'auto';
            st = style;
          }
        }
        if (st === 'numeric' && i > 6) {
          st = 'fractional';
          displayDefault = 'auto';
        }
        const display = getOption(options, unit + 'Display', 'string', ['auto', 'always'], displayDefault, S);
        if (display === 'always' && st === 'fractional') throw new RangeError('Invalid object : #<Object>');
        if (prev === 'fractional' && st !== 'fractional') throw new RangeError(`Invalid object : #<Object>`);
        if (prev === 'numeric' || prev === '2-digit') {
          if (!isNumericStyle(st)) throw new RangeError(`Invalid object : #<Object>`);
          if (i === 5 || i === 6) st = '2-digit';
        }
        append(r.units, [st, display]);
        prev = st;
      }
      r.fractionalDigits = getNumberOption(options, 'fractionalDigits', 0, 9, undefined);
      this.#r = r;
    }
    static is(o) { return #r in o; }
    static resolved(o) {
      const r = o.#r;
      const out = { locale: r.locale, numberingSystem: r.numberingSystem, style: r.style };
      for (let i = 0; i < 10; i++) {
        const st = r.units[i][0], display = r.units[i][1];
        setData(out, units[i], st === 'fractional' ? 'numeric' : st);
        setData(out, units[i] + 'Display', display);
      }
      if (r.fractionalDigits !== undefined) setData(out, 'fractionalDigits', r.fractionalDigits);
      return out;
    }
    static format(o, input, parts) { return partition(o.#r, toDurationRecord(input), parts); }
  }

  // the value of unit i with every following fractional unit folded in, as
  // an exact decimal string (a number when it is zero, keeping -0)
  const fractionalValue = (r, d, i) => {
    const scale = [1000000000n, 1000000n, 1000n, 1n];
    let total = 0n, j = i;
    for (; j <= 9 && (j === i || r.units[j][0] === 'fractional'); j++) total += BigIntCtor(d[j]) * scale[j - 6];
    const unitScale = scale[i - 6];
    if (total === 0n) return 0;
    const neg = total < 0n;
    if (neg) total = -total;
    const frac = (total % unitScale).toString().padStart(unitScale.toString().length - 1, '0');
    return (neg ? '-' : '') + (total / unitScale).toString() + (unitScale > 1n ? '.' + frac : '');
  };
  const nfOptions = (r) => {
    const o = ObjectCreate(null);
    o.numberingSystem = r.numberingSystem;
    return o;
  };
  const fractionOptions = (r, o) => {
    const fd = r.fractionalDigits;
    o.maximumFractionDigits = fd === undefined ? 9 : fd;
    o.minimumFractionDigits = fd === undefined ? 0 : fd;
    o.roundingMode = 'trunc';
  };
  // a NumberFormat's parts of value, each with the duration unit's name
  // (the NumberFormats are kept by locale and options, a few dozen at most:
  // a duration uses at most ten, and making one is most of the work)
  const nfCache = new Map();
  const numberParts = (r, opts, value, unitName) => {
    let key = r.data + '-u-nu-' + r.numberingSystem;
    for (const k in opts) key += ';' + k + '=' + opts[k];
    let nf = nfCache.get(key);
    if (nf === undefined) {
      if (nfCache.size >= 64) nfCache.clear();
      nfCache.set(key, (nf = new NumberFormat(r.data + '-u-nu-' + r.numberingSystem, opts)));
    }
    const ps = NumberFormat.formatToParts(nf, value);
    for (let i = 0; i < ps.length; i++) ps[i].unit = unitName;
    return ps;
  };
  const separatorCache = new Map();
  // the locale's hour-minute separator (CLDR's timeSeparator as its H:mm shows it)
  const separator = (loc) => {
    let s = separatorCache.get(loc);
    if (s === undefined) {
      const m = /H+([^Hm']+)m/.exec(n.dtPattern(loc, 'Hm'));
      s = m ? m[1] : ':';
      separatorCache.set(loc, s);
    }
    return s;
  };
  // FormatNumericUnits: the hh:mm:ss group starting at unit first (4-6)
  const numericUnits = (r, d, first, signDisplayed) => {
    const hStyle = r.units[4][0], hDisplay = r.units[4][1];
    const mStyle = r.units[5][0], mDisplay = r.units[5][1];
    const sStyle = r.units[6][0], sDisplay = r.units[6][1];
    let hours = d[4], minutes = d[5];
    let seconds = r.units[7][0] === 'fractional' ? fractionalValue(r, d, 6) : d[6];
    const hoursShown = first === 4 && (hours !== 0 || hDisplay === 'always');
    const secondsShown = seconds !== 0 || sDisplay === 'always';
    let minutesShown = false;
    if (first === 4 || first === 5)
      minutesShown = (hoursShown && secondsShown) || minutes !== 0 || mDisplay === 'always';
    const negative = durationSign(d) < 0;
    const out = [];
    const sep = () => append(out, { type: 'literal', value: separator(r.data) });
    const num = (value, st, unitName, fraction) => {
      const o = nfOptions(r);
      if (st === '2-digit') o.minimumIntegerDigits = 2;
      if (!signDisplayed) o.signDisplay = 'never';
      else if (value === 0 && negative) value = -0;
      signDisplayed = false;
      o.useGrouping = false;
      if (fraction) fractionOptions(r, o);
      const ps = numberParts(r, o, value, unitName);
      for (let i = 0; i < ps.length; i++) append(out, ps[i]);
    };
    if (hoursShown) num(hours, hStyle, 'hour', false);
    if (minutesShown) {
      if (hoursShown) sep();
      num(minutes, mStyle, 'minute', false);
    }
    if (secondsShown) {
      if (minutesShown) sep();
      num(seconds, sStyle, 'second', r.units[7][0] === 'fractional');
    }
    return [out, signDisplayed];
  };
  // PartitionDurationFormatPattern, then ListFormatParts
  const partition = (r, d, wantParts) => {
    const groups = [];
    let signDisplayed = true;
    const negative = durationSign(d) < 0;
    for (let i = 0; i < 10; i++) {
      const st = r.units[i][0], display = r.units[i][1];
      if (st === 'numeric' || st === '2-digit') {
        const nu = numericUnits(r, d, i, signDisplayed), ps = nu[0], sd = nu[1];
        if (ps.length) append(groups, ps);
        signDisplayed = sd;
        break;
      }
      let value = d[i];
      const o = nfOptions(r);
      let last = false;
      if (i >= 6 && i <= 8 && r.units[i + 1][0] === 'fractional') {
        value = fractionalValue(r, d, i);
        fractionOptions(r, o);
        last = true;
      }
      if (value !== 0 || display === 'always') {
        if (signDisplayed) {
          signDisplayed = false;
          if (value === 0 && negative) value = -0;
        } else o.signDisplay = 'never';
        o.style = 'unit';
        o.unit = singular[i];
        o.unitDisplay = st;
        append(groups, numberParts(r, o, value, singular[i]));
      }
      if (last) break;
    }
    const lf = r.lf || (r.lf = new ListFormat(r.locale, { type: 'unit', style: r.style === 'digital' ? 'short' : r.style }));
    const strings = groups.map((g) => g.map((p) => p.value).join(''));
    if (!wantParts) return ListFormat.format(lf, strings, false);
    const out = [];
    let k = 0;
    const lps = ListFormat.format(lf, strings, true);
    for (let i = 0; i < lps.length; i++) {
      if (lps[i].type !== 'element') append(out, { type: 'literal', value: lps[i].value });
      else for (let j = 0, g = groups[k++]; j < g.length; j++) append(out, g[j]);
    }
    return out;
  };

  const isDF = (o) => typeof o === 'object' && o !== null && DurationFormat.is(o);
  const newDF = (l, o) => new DurationFormat(l, o);
  const DurationFormatFn = function DurationFormat(locales, options) {
    if (new.target === undefined) throw new TypeError("Constructor Intl.DurationFormat requires 'new'");
    const f = newDF(locales, options);
    if (new.target !== DurationFormatFn) fromCtor(f, new.target, 'Intl.DurationFormat');
    return f;
  };
  makeClass(DurationFormatFn, DurationFormat, 'Intl.DurationFormat', 0);
  method(DurationFormat.prototype, 'resolvedOptions', function () {
    if (!isDF(this)) throw incompatible('Intl.DurationFormat.prototype.resolvedOptions', this);
    return DurationFormat.resolved(this);
  }, 0);
  method(DurationFormat.prototype, 'format', function (duration) {
    if (!isDF(this)) throw incompatible('Intl.DurationFormat.prototype.format', this);
    return DurationFormat.format(this, duration, false);
  }, 1);
  method(DurationFormat.prototype, 'formatToParts', function (duration) {
    if (!isDF(this)) throw incompatible('Intl.DurationFormat.prototype.formatToParts', this);
    return DurationFormat.format(this, duration, true);
  }, 1);
})
