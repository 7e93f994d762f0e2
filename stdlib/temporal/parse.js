  // ---- stdlib/temporal/parse.js: ISO 8601 / RFC 9557 strings ------------------------
  // The spec's grammar (TemporalDateTimeString and friends) read left to
  // right with sticky regular expressions; every production that does not
  // match is a RangeError. What each caller accepts is its `kind`.

  const RE_YEAR = /([+-]\d{6}|\d{4})/y;
  const RE_MD_EXT = /-(\d{2})-(\d{2})/y;
  const RE_MD_BASIC = /(\d{2})(\d{2})/y;
  const RE_TIME = /(\d{2})(?:(:?)(\d{2})(?:\2(\d{2})(?:[.,](\d{1,9}))?)?)?/y;
  const RE_OFFSET = /([+-])(\d{2})(?:(:?)(\d{2})(?:\3(\d{2})(?:[.,](\d{1,9}))?)?)?/y;
  const RE_ANNOT = /\[(!?)([^\]=]*)(?:=([^\]]*))?\]/y;
  const RE_KEY = /^[a-z_][a-z0-9_-]*$/;
  const RE_VALUE = /^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$/;
  const RE_TZ_NAME = /^(?:[A-Za-z._][A-Za-z0-9._+-]*)(?:\/[A-Za-z._][A-Za-z0-9._+-]*)*$/;
  const RE_TZ_OFFSET = /^[+-]\d{2}(?::?\d{2})?$/;

  const bad = (s) => rangeError(`Invalid ISO 8601 string: ${s}`);
  const at = (re, s, i) => { re.lastIndex = i; return re.exec(s); };

  const parseYear = (t, s) => {
    if (t === '-000000') throw bad(s);
    return NumberCtor(t);
  };
  // the time at s[i..]: [time, next index] or undefined
  const parseTimeAt = (s, i) => {
    const m = at(RE_TIME, s, i);
    if (!m) return undefined;
    const h = NumberCtor(m[1]);
    const mi = m[3] === undefined ? 0 : NumberCtor(m[3]);
    let sec = m[4] === undefined ? 0 : NumberCtor(m[4]);
    if (h > 23 || mi > 59 || sec > 60) throw bad(s);
    if (sec === 60) sec = 59;
    const f = (m[5] || '').padEnd(9, '0');
    return [{ h, mi, s: sec, ms: NumberCtor(f.slice(0, 3)), us: NumberCtor(f.slice(3, 6)), ns: NumberCtor(f.slice(6, 9)) }, i + m[0].length, m[3] !== undefined, m[2]];
  };
  // a UTC offset at s[i..]: [nanoseconds, text, next index, hasSubMinute] or undefined
  const parseOffsetAt = (s, i) => {
    const m = at(RE_OFFSET, s, i);
    if (!m) return undefined;
    const h = NumberCtor(m[2]), mi = m[4] === undefined ? 0 : NumberCtor(m[4]), sec = m[5] === undefined ? 0 : NumberCtor(m[5]);
    if (h > 23 || mi > 59 || sec > 59) throw bad(s);
    const f = NumberCtor((m[6] || '').padEnd(9, '0'));
    const ns = (m[1] === '-' ? -1 : 1) * (((h * 60 + mi) * 60 + sec) * 1e9 + f);
    return [ns, m[0], i + m[0].length, m[5] !== undefined];
  };
  // ParseDateTimeUTCOffset: a whole string that is an offset; nanoseconds
  const parseOffsetString = (s) => {
    const r = parseOffsetAt(s, 0);
    if (!r || r[2] !== s.length) throw rangeError(`Invalid offset string: ${s}`);
    return r[0];
  };
  // annotations from s[i..] to the end: { tz, critical, cal }
  const parseAnnotations = (s, i, out) => {
    let first = true, calCritical = false, ncal = 0;
    while (i < s.length) {
      const m = at(RE_ANNOT, s, i);
      if (!m) throw bad(s);
      i += m[0].length;
      const critical = m[1] === '!';
      if (m[3] === undefined) {
        // a time zone annotation: only first
        if (!first) throw bad(s);
        const name = m[2];
        if (!RE_TZ_OFFSET.test(name) && !RE_TZ_NAME.test(name)) throw bad(s);
        out.tz = name;
      } else {
        const key = m[2], value = m[3];
        if (!RE_KEY.test(key) || !RE_VALUE.test(value)) throw bad(s);
        if (key === 'u-ca') {
          if (ncal === 0) out.cal = value;
          ncal++;
          if (critical) calCritical = true;
        } else if (critical) {
          throw rangeError(`Unrecognized critical annotation: ${key}`);
        }
      }
      first = false;
    }
    if (ncal > 1 && calCritical) throw bad(s);
  };
  // the date at s[0..]: [date, next] (year-month and month-day forms too)
  const parseDateAt = (s, i, yearMonthOK) => {
    const y = at(RE_YEAR, s, i);
    if (!y) return undefined;
    let j = i + y[0].length;
    let m = at(RE_MD_EXT, s, j);
    if (!m && s[j] !== '-') m = at(RE_MD_BASIC, s, j);
    if (m) return [{ y: parseYear(y[1], s), m: NumberCtor(m[1]), d: NumberCtor(m[2]) }, j + m[0].length];
    if (!yearMonthOK) return undefined;
    const ym = /-?(\d{2})/y;
    ym.lastIndex = j;
    const r = ym.exec(s);
    if (!r) return undefined;
    return [{ y: parseYear(y[1], s), m: NumberCtor(r[1]), d: 1, ym: true }, j + r[0].length];
  };

  // ParseISODateTime for a kind of string: 'date' (PlainDate and
  // PlainDateTime), 'time', 'yearmonth', 'monthday', 'instant', 'zoned',
  // 'relative' (relativeTo: zoned or not). Result: { date, time, hasTime,
  // z, offset (text), offsetNs, tz, cal }.
  const parseISO = (s, kind) => {
    if (typeof s !== 'string') throw typeError('Expected a string.');
    const out = { date: undefined, time: undefined, z: false, offset: undefined, offsetNs: undefined, tz: undefined, cal: undefined };
    let i = 0;
    let d;
    // the forms without a full date
    if (kind === 'time') {
      const prefixed = s[0] === 'T' || s[0] === 't';
      let r;
      try { r = parseTimeOnly(s, prefixed ? 1 : 0, out); } catch (e) { if (prefixed) throw e; }
      if (r) return r;
      if (prefixed) throw bad(s);
    }
    if (kind === 'monthday') {
      const m = /(?:--)?(\d{2})-?(\d{2})/y;
      m.lastIndex = 0;
      const r = m.exec(s);
      if (r && (r[0].length === s.length || s[r[0].length] === '[')) {
        parseAnnotations(s, r[0].length, out);
        if (out.tz !== undefined && kind !== 'zoned') { /* a zone annotation is allowed and ignored */ }
        out.date = { y: 1972, m: NumberCtor(r[1]), d: NumberCtor(r[2]) };
        if (!isValidDate(1972, out.date.m, out.date.d)) throw bad(s);
        out.noYear = true;
        return out;
      }
    }
    d = parseDateAt(s, 0, kind === 'yearmonth');
    if (!d) throw bad(s);
    i = d[1];
    out.date = d[0];
    if (out.date.ym) {
      // YYYY-MM: nothing but annotations may follow
      parseAnnotations(s, i, out);
      if (!isValidDate(out.date.y, out.date.m, 1)) throw bad(s);
      return out;
    }
    if (!isValidDate(out.date.y, out.date.m, out.date.d)) throw bad(s);
    if (s[i] === 'T' || s[i] === 't' || s[i] === ' ') {
      const t = parseTimeAt(s, i + 1);
      if (!t) throw bad(s);
      out.time = t[0];
      out.hasTime = true;
      i = t[1];
      if (s[i] === 'Z' || s[i] === 'z') {
        out.z = true;
        i++;
      } else {
        const o = parseOffsetAt(s, i);
        if (o) {
          out.offset = o[1];
          out.offsetNs = o[0];
          out.offsetSubMinute = o[3];
          i = o[2];
        }
      }
    }
    parseAnnotations(s, i, out);
    if (out.tz !== undefined && !RE_TZ_OFFSET.test(out.tz) && !RE_TZ_NAME.test(out.tz)) throw bad(s);
    if (kind === 'zoned' && out.tz === undefined) throw rangeError('A time zone annotation is required.');
    if (kind === 'instant' && !out.z && out.offset === undefined) throw rangeError('An offset is required.');
    if ((kind === 'date' || kind === 'time' || kind === 'yearmonth' || kind === 'monthday') && out.z)
      throw rangeError('UTC designator (Z) is not allowed here.');
    if (kind === 'relative' && out.z && out.tz === undefined) throw rangeError('UTC designator (Z) is not allowed here.');
    if (kind === 'time' && !out.hasTime) throw bad(s);
    return out;
  };
  // TemporalTimeString's time-only form at s[j..] into out; undefined when
  // the string is not one (a time without T that also reads as a
  // year-month or month-day is not)
  const parseTimeOnly = (s, j, out) => {
    const t = parseTimeAt(s, j);
    if (!t) return undefined;
    let k = t[1];
    if (s[k] === 'Z' || s[k] === 'z') throw bad(s);
    const o = parseOffsetAt(s, k);
    if (o) k = o[2];
    if (k !== s.length && s[k] !== '[') return undefined;
    if (j === 0) {
      const head = s.slice(0, k);
      let m = /^(?:\d{4}|[+-]\d{6})-?(\d{2})$/.exec(head);
      if (m && NumberCtor(m[1]) >= 1 && NumberCtor(m[1]) <= 12) return undefined;
      m = /^(?:--)?(\d{2})-?(\d{2})$/.exec(head);
      if (m && isValidDate(1972, NumberCtor(m[1]), NumberCtor(m[2]))) return undefined;
    }
    parseAnnotations(s, k, out);
    out.time = t[0];
    out.hasTime = true;
    return out;
  };

  // ---- calendars --------------------------------------------------------------------
  // (canonCalendar and the calendars themselves: calendar.js)

  // ToTemporalCalendarIdentifier (a calendar-like: a Temporal object or a string)
  const toCalendarId = (v) => {
    if (isObject(v)) {
      const k = Slots.kind(v);
      if (k !== undefined && k !== K_DURATION && k !== K_TIME && k !== K_INSTANT) return Slots.of(v, k).cal;
    }
    if (typeof v !== 'string') throw typeError('Calendar must be a string.');
    let id = v;
    // a date, time or date-time string names its calendar annotation
    // (ParseTemporalCalendarString); a word that is no such string is the
    // identifier itself. A word reads as a string only when it is a time
    // with the T prefix.
    if (!/^[A-Za-z][A-Za-z0-9-]*$/.test(v) || /^[Tt]\d/.test(v)) {
      const tryParse = (kind) => { try { return parseISO(v, kind); } catch { return undefined; } };
      const r = tryParse('relative') || tryParse('instant') || tryParse('time') || tryParse('yearmonth') || tryParse('monthday');
      if (r !== undefined) id = r.cal === undefined ? 'iso8601' : r.cal;
    }
    return canonCalendar(id);
  };
  // GetTemporalCalendarIdentifierWithISODefault(item)
  const calendarOfItem = (item) => {
    const k = Slots.kind(item);
    if (k === K_DATE || k === K_DATETIME || k === K_YEARMONTH || k === K_MONTHDAY || k === K_ZONED)
      return Slots.of(item, k).cal;
    const c = item.calendar;
    return c === undefined ? 'iso8601' : toCalendarId(c);
  };
  // the calendar annotation of toString's calendarName option
  const fmtCalendar = (id, show) => {
    if (show === 'never') return '';
    if (show === 'auto' && id === 'iso8601') return '';
    return (show === 'critical' ? '[!u-ca=' : '[u-ca=') + id + ']';
  };

  // ---- fields of property bags ---------------------------------------------------------

  // ToMonthCode: "M01".."M12" (and the leap form the grammar allows)
  const toMonthCode = (v) => {
    const s = toPrimitiveString(v);
    if (!/^M\d\dL?$/.test(s)) throw rangeError(`Invalid month code: ${s}`);
    return s;
  };
  // ToOffsetString
  const toOffsetString = (v) => {
    const s = toPrimitiveString(v);
    parseOffsetString(s);
    return s;
  };
  // PrepareCalendarFields: reads the named fields in alphabetical order,
  // converting each; `required` names those that must be present
  // ('partial' for with(): at least one). Result: a record of the fields seen.
  const FIELD_ORDER = ['day', 'era', 'eraYear', 'hour', 'microsecond', 'millisecond', 'minute', 'month', 'monthCode', 'nanosecond', 'offset', 'second', 'timeZone', 'year'];
  // cal: the calendar, whose eras add era and eraYear to a year
  const prepareFields = (item, names, required, cal) => {
    const out = ObjectCreate(null);
    let any = false;
    const eras = cal !== undefined && names.includes('year') && calHasEras(cal);
    for (let i = 0; i < FIELD_ORDER.length; i++) {
      const f = FIELD_ORDER[i];
      if (f === 'era' || f === 'eraYear') { if (!eras) continue; } else if (!names.includes(f)) continue;
      const v = item[f];
      if (v === undefined) continue;
      any = true;
      switch (f) {
        case 'month': case 'day': out[f] = toPositiveIntegerWithTruncation(v); break;
        case 'monthCode': out[f] = toMonthCode(v); break;
        case 'era': out[f] = toPrimitiveString(v); break;
        case 'offset': out[f] = toOffsetString(v); break;
        case 'timeZone': out[f] = toTimeZoneId(v); break;
        default: out[f] = toIntegerWithTruncation(v);
      }
    }
    if (required === 'partial') {
      if (!any) throw typeError('Did not provide any valid fields.');
    } else if (required) {
      for (let i = 0; i < required.length; i++) {
        if (out[required[i]] === undefined) throw typeError(`Required field ${required[i]} is missing.`);
      }
    }
    return out;
  };
  // the month of fields that have month and/or monthCode (ISO calendar)
  const resolveMonth = (f) => {
    if (f.monthCode !== undefined) {
      const mc = f.monthCode;
      const num = NumberCtor(mc.slice(1, 3));
      if (mc.length !== 3 || num < 1 || num > 12) throw rangeError(`Invalid month code: ${mc}`);
      if (f.month !== undefined && f.month !== num) throw rangeError('month and monthCode do not agree.');
      return num;
    }
    if (f.month === undefined) throw typeError('Required field month is missing.');
    return f.month;
  };
  // CalendarDateFromFields (ISO)
  const dateFromFields = (f, overflow) => {
    if (f.year === undefined) throw typeError('Required field year is missing.');
    if (f.day === undefined) throw typeError('Required field day is missing.');
    const m = resolveMonth(f);
    const r = regulateDate(f.year, m, f.day, overflow);
    checkDateLimits(r);
    return r;
  };
  const yearMonthFromFields = (f, overflow) => {
    if (f.year === undefined) throw typeError('Required field year is missing.');
    const m = resolveMonth(f);
    const r = regulateDate(f.year, m, 1, overflow);
    if (!yearMonthWithinLimits(r)) throw rangeError('Year-month outside of supported range.');
    return r;
  };
  const monthDayFromFields = (f, overflow) => {
    if (f.day === undefined) throw typeError('Required field day is missing.');
    const m = resolveMonth(f);
    // a year given only checks the month and day; the reference year is 1972
    const r = regulateDate(f.year === undefined ? 1972 : f.year, m, f.day, overflow);
    return { y: 1972, m: r.m, d: r.d };
  };
  const yearMonthWithinLimits = (d) => {
    const v = d.y * 12 + d.m;
    return v >= -271821 * 12 + 4 && v <= 275760 * 12 + 9;
  };
  // time fields of a property bag (ToTemporalTimeRecord); partial for with()
  const TIME_FIELDS = ['hour', 'microsecond', 'millisecond', 'minute', 'nanosecond', 'second'];
  const timeFromFields = (f, overflow) =>
    regulateTime(f.hour || 0, f.minute || 0, f.second || 0, f.millisecond || 0, f.microsecond || 0, f.nanosecond || 0, overflow);

  // RejectObjectWithCalendarOrTimeZone
  const rejectTemporalLike = (o) => {
    if (Slots.kind(o) !== undefined) throw typeError('A Temporal object is not allowed here.');
    if (o.calendar !== undefined) throw typeError('calendar is not allowed here.');
    if (o.timeZone !== undefined) throw typeError('timeZone is not allowed here.');
  };

  // ---- formatting -----------------------------------------------------------------------

  const pad2 = (x) => (x < 10 ? '0' : '') + x;
  const fmtYear = (y) => (y >= 0 && y <= 9999 ? StringCtor(y).padStart(4, '0') : (y < 0 ? '-' : '+') + StringCtor(MathAbs(y)).padStart(6, '0'));
  const fmtDate = (d) => fmtYear(d.y) + '-' + pad2(d.m) + '-' + pad2(d.d);
  // FormatFractionalSeconds
  const fmtFraction = (sub, precision) => {
    if (precision === 'auto') {
      if (sub === 0) return '';
      return '.' + StringCtor(sub).padStart(9, '0').replace(/0+$/, '');
    }
    if (precision === 0) return '';
    return '.' + StringCtor(sub).padStart(9, '0').slice(0, precision);
  };
  // FormatTimeString
  const fmtTime = (t, precision) => {
    const hm = pad2(t.h) + ':' + pad2(t.mi);
    if (precision === 'minute') return hm;
    return hm + ':' + pad2(t.s) + fmtFraction(t.ms * 1e6 + t.us * 1e3 + t.ns, precision);
  };

  // ToTemporalTimeZoneIdentifier
  const toTimeZoneId = (v) => {
    if (isObject(v)) {
      const z = Slots.of(v, K_ZONED);
      if (z) return z.tz;
    }
    if (typeof v !== 'string') throw typeError('Time zone must be a string.');
    // ParseTemporalTimeZoneString: an identifier, or a date-time string's zone
    if (RE_TZ_OFFSET.test(v)) {
      const c = canonZone(v);
      if (c === undefined) throw rangeError('Invalid time zone offset.');
      return c;
    }
    if (RE_TZ_NAME.test(v) && !/^\d/.test(v)) return toZoneId(v);
    let r;
    try { r = parseISO(v, 'tz'); } catch {
      try { r = parseISO(v, 'time'); } catch { throw rangeError(`Invalid time zone: ${v}`); }
    }
    if (r.tz !== undefined) return toZoneId(r.tz);
    if (r.z) return 'UTC';
    if (r.offset !== undefined) {
      if (r.offsetSubMinute) throw rangeError('Time zone offsets must be whole minutes.');
      return canonZone(r.offset);
    }
    throw rangeError(`Invalid time zone: ${v}`);
  };
