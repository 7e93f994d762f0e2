  // ---- stdlib/temporal/calendar.js: the calendars other than ISO 8601 ------------------
  // Temporal's non-ISO calendars (ECMA-402's part of Temporal) over ICU's
  // UCalendar (stdlib/temporal/calendar.c): ICU answers two questions, the
  // calendar date of an epoch day (n.calFromDay) and the months of a
  // calendar year (n.calYear: its first epoch day and each month's ICU
  // number, leap flag and length). Everything else is here: the
  // arithmetic year, ordinal months and month codes, eras, resolving
  // property bags, and the spec's NonISODateAdd / NonISODateUntil.
  //
  // Dates stay ISO dates in the internal slots; a calendar's view of one
  // is computed when asked. A year's month table is cached (yearTable).

  // calendar id -> { off: arithmetic year minus ICU's extended year,
  // lunar: 'hebrew' | 'chinese' (leap months), islamic: leap years have
  // 355 days, eras: era name -> arithmetic year of its eraYear }
  const CALENDARS = ObjectCreate(null);
  const eraTable = (pairs) => {
    const t = ObjectCreate(null);
    for (let i = 0; i < pairs.length; i += 2) t[pairs[i]] = pairs[i + 1];
    return t;
  };
  const fwd = (base) => (ey) => base + ey; // eraYear counts forward from base + 1
  const back = (base) => (ey) => base - ey; // eraYear counts backward from base - 1
  const GREG_ERAS = eraTable(['ce', fwd(0), 'ad', fwd(0), 'bce', back(1), 'bc', back(1)]);
  // Japanese eras from Meiji 6 (1873, when Japan adopted the Gregorian
  // calendar): [name, first ISO date as y*10000+m*100+d, year before eraYear 1]
  const JAPANESE = [['reiwa', 20190501, 2018], ['heisei', 19890108, 1988], ['showa', 19261225, 1925], ['taisho', 19120730, 1911], ['meiji', 18730101, 1867]];
  const JP_ERAS = eraTable(['ce', fwd(0), 'ad', fwd(0), 'bce', back(1), 'bc', back(1), 'reiwa', fwd(2018), 'heisei', fwd(1988), 'showa', fwd(1925), 'taisho', fwd(1911), 'meiji', fwd(1867)]);
  const ISLAMIC_ERAS = eraTable(['ah', fwd(0), 'bh', back(1)]);
  // icu: the calendar asked of ICU; ICU cannot make its Japanese, Buddhist
  // and ROC calendars proleptic Gregorian (ucal_setGregorianChange accepts
  // only the Gregorian class), and their months and days are the Gregorian
  // calendar's, so they ask the Gregorian calendar and differ in the year
  const defCal = (id, off, eras, extra) => { CALENDARS[id] = { id, icu: id === 'japanese' || id === 'buddhist' || id === 'roc' ? 'gregory' : id === 'dangi' ? 'chinese' : id, off, eras, lunar: extra === 'hebrew' || extra === 'chinese' ? extra : undefined, islamic: extra === 'islamic', thirteen: extra === 'thirteen' }; };
  defCal('buddhist', 543, eraTable(['be', fwd(0)]));
  defCal('chinese', -2637, undefined, 'chinese');
  defCal('coptic', 0, eraTable(['am', fwd(0)]), 'thirteen');
  defCal('dangi', -2637, undefined, 'chinese');
  defCal('ethioaa', 5500, eraTable(['aa', fwd(0)]), 'thirteen');
  defCal('ethiopic', 0, eraTable(['am', fwd(0), 'aa', fwd(-5500)]), 'thirteen');
  defCal('gregory', 0, GREG_ERAS);
  defCal('hebrew', 0, eraTable(['am', fwd(0)]), 'hebrew');
  defCal('indian', 0, eraTable(['shaka', fwd(0)]));
  defCal('islamic-civil', 0, ISLAMIC_ERAS, 'islamic');
  defCal('islamic-tbla', 0, ISLAMIC_ERAS, 'islamic');
  defCal('islamic-umalqura', 0, ISLAMIC_ERAS, 'islamic');
  defCal('japanese', 0, JP_ERAS);
  defCal('persian', 0, eraTable(['ap', fwd(0)]));
  defCal('roc', -1911, eraTable(['roc', fwd(0), 'broc', back(1)]));
  const CAL_ALIASES = eraTable(['islamicc', 'islamic-civil', 'ethiopic-amete-alem', 'ethioaa']);

  // CanonicalizeCalendar: ASCII-case-insensitive, aliases resolved
  const canonCalendar = (id) => {
    const low = id.replace(/[A-Z]/g, (c) => c.toLowerCase());
    if (low === 'iso8601') return 'iso8601';
    if (CALENDARS[low] !== undefined) return low;
    if (CAL_ALIASES[low] !== undefined) return CAL_ALIASES[low];
    throw rangeError(`Unknown calendar type ${id}.`);
  };
  const isISO = (id) => id === 'iso8601';
  const calHasEras = (id) => !isISO(id) && CALENDARS[id].eras !== undefined;

  // the era and eraYear of arithmetic year y (ISO date d) in calendar C
  const eraOf = (C, y, d) => {
    switch (C.id) {
      case 'gregory': return y > 0 ? ['ce', y] : ['bce', 1 - y];
      case 'japanese': {
        const k = d.y * 10000 + d.m * 100 + d.d;
        for (let i = 0; i < JAPANESE.length; i++) {
          const e = JAPANESE[i];
          if (k >= e[1]) return [e[0], y - e[2]];
        }
        return y > 0 ? ['ce', y] : ['bce', 1 - y];
      }
      case 'roc': return y > 0 ? ['roc', y] : ['broc', 1 - y];
      case 'ethiopic': return y > 0 ? ['am', y] : ['aa', y + 5500];
      case 'islamic-civil': case 'islamic-tbla': case 'islamic-umalqura': return y > 0 ? ['ah', y] : ['bh', 1 - y];
      case 'buddhist': return ['be', y];
      case 'ethioaa': return ['aa', y];
      case 'indian': return ['shaka', y];
      case 'persian': return ['ap', y];
      default: return ['am', y]; // coptic, hebrew
    }
  };
  // the month code of ICU's month m (0-based) with leap flag
  const codeOf = (C, m, leap) => {
    if (C.lunar === 'hebrew') return m < 5 ? 'M' + pad2(m + 1) : m === 5 ? 'M05L' : 'M' + pad2(m);
    return 'M' + pad2(m + 1) + (leap ? 'L' : '');
  };
  // whether month code mc can occur in the calendar at all
  const codeInCalendar = (C, mc) => {
    const num = NumberCtor(mc.slice(1, 3));
    if (num < 1 || num > (C.thirteen ? 13 : 12)) return false;
    if (mc.length === 3) return true;
    return C.lunar === 'chinese' || (C.lunar === 'hebrew' && num === 5);
  };

  // Years far outside Temporal's range never reach ICU (its fields are
  // 32-bit); every valid date's calendar year is well inside this bound.
  const MAX_CAL_YEAR = 300000;
  const checkCalYear = (y) => {
    if (!(y >= -MAX_CAL_YEAR && y <= MAX_CAL_YEAR)) throw rangeError('Date outside of supported range.');
  };
  // yearTable(C, y): { start: first epoch day, codes: month codes, lens:
  // month lengths, days } of arithmetic year y; cached, at most 512 years
  let yearCache = ObjectCreate(null), yearCached = 0;
  const yearTable = (C, y) => {
    const key = C.id + ' ' + y;
    let t = yearCache[key];
    if (t !== undefined) return t;
    checkCalYear(y);
    const a = n.calYear(C.icu, y - C.off);
    const codes = [], lens = [];
    let days = 0;
    for (let i = 1; i + 2 < a.length; i += 3) {
      codes[codes.length] = codeOf(C, a[i], a[i + 1]);
      lens[lens.length] = a[i + 2];
      days += a[i + 2];
    }
    // ICU 72 takes the civil leap-year rule's remainder with C's % and gets
    // the length of Dhu al-Hijjah wrong in years before 1 AH (its day
    // numbering is right); the Umm al-Qura calendar is civil outside its
    // table (1300..1600 AH)
    if (C.islamic && lens.length === 12 && (C.id !== 'islamic-umalqura' || y < 1300 || y > 1600)) {
      const len = mod(14 + 11 * y, 30) < 11 ? 30 : 29;
      days += len - lens[11];
      lens[11] = len;
    }
    t = { start: a[0], codes, lens, days };
    if (++yearCached > 512) { yearCache = ObjectCreate(null); yearCached = 1; }
    yearCache[key] = t;
    return t;
  };
  const indexOfCode = (t, mc) => {
    for (let i = 0; i < t.codes.length; i++) if (t.codes[i] === mc) return i;
    return -1;
  };
  // the epoch day of day 1 of ordinal month m (1-based) of table t
  const monthStart = (t, m) => {
    let e = t.start;
    for (let i = 0; i < m - 1; i++) e += t.lens[i];
    return e;
  };
  // CalendarISOToDate's core: { year, month, code, day, t, ed } of ISO date d
  const calDate = (C, d) => {
    const ed = epochDays(d.y, d.m, d.d);
    const a = n.calFromDay(C.icu, ed);
    const year = a[0] + C.off;
    const t = yearTable(C, year);
    const code = codeOf(C, a[3], a[4]);
    return { year, month: indexOfCode(t, code) + 1, code, day: a[5], t, ed };
  };
  // BalanceNonISODate for months: { y, m, t } of ordinal month m of year y
  const balanceMonths = (C, y, m) => {
    let t = yearTable(C, y);
    const per = C.lunar === undefined ? t.codes.length : 0;
    if (per !== 0 && (m < 1 || m > per)) {
      // a fixed number of months a year: jump straight there
      y += floorDiv(m - 1, per);
      m = mod(m - 1, per) + 1;
      return { y, m, t: yearTable(C, y) };
    }
    if (m > 500 || m < -500) {
      // lunisolar: 235 months in 19 years (exact for Hebrew, close for
      // Chinese); the loops below finish the job
      const k = MathTrunc(m / 235);
      y += 19 * k; m -= 235 * k;
      t = yearTable(C, y);
    }
    while (m > t.codes.length) { m -= t.codes.length; t = yearTable(C, ++y); }
    while (m < 1) { t = yearTable(C, --y); m += t.codes.length; }
    return { y, m, t };
  };
  // ConstrainMonthCode then MonthCodeToOrdinal: the ordinal of mc in t
  const ordinalOfCode = (C, t, mc, overflow) => {
    const i = indexOfCode(t, mc);
    if (i >= 0) return i + 1;
    if (overflow === 'reject') throw rangeError('Month code not in year.');
    // a leap month this year lacks: Adar I becomes Adar, a Chinese leap
    // month the month of its number
    return indexOfCode(t, C.lunar === 'hebrew' ? 'M06' : mc.slice(0, 3)) + 1;
  };

  // ---- fields of a calendar date ---------------------------------------------------------

  // the record the getters read: era, eraYear, year, month, monthCode,
  // day, dayOfYear, daysInMonth, daysInYear, monthsInYear, inLeapYear
  const calFields = (id, d) => {
    if (isISO(id)) {
      return {
        era: undefined, eraYear: undefined, year: d.y, month: d.m, monthCode: 'M' + pad2(d.m), day: d.d, dayOfYear: dayOfYear(d),
        daysInMonth: daysInMonth(d.y, d.m), daysInYear: daysInYear(d.y), monthsInYear: 12, inLeapYear: isLeap(d.y),
      };
    }
    const C = CALENDARS[id];
    const c = calDate(C, d);
    const e = C.eras === undefined ? undefined : eraOf(C, c.year, d);
    const miy = c.t.codes.length;
    return {
      era: e && e[0], eraYear: e && e[1], year: c.year, month: c.month, monthCode: c.code, day: c.day, dayOfYear: c.ed - c.t.start + 1,
      daysInMonth: c.t.lens[c.month - 1], daysInYear: c.t.days, monthsInYear: miy,
      inLeapYear: C.lunar !== undefined ? miy > 12 : c.t.days > (C.islamic ? 354 : 365),
    };
  };
  // a date getter of a { date, cal } record
  const dateField = (r, name) => {
    switch (name) {
      case 'dayOfWeek': return dayOfWeek(r.date);
      case 'daysInWeek': return 7;
      case 'weekOfYear': return isISO(r.cal) ? weekOfYear(r.date).week : undefined;
      case 'yearOfWeek': return isISO(r.cal) ? weekOfYear(r.date).year : undefined;
    }
    if (isISO(r.cal)) {
      const d = r.date;
      switch (name) {
        case 'year': return d.y;
        case 'month': return d.m;
        case 'day': return d.d;
        case 'monthCode': return 'M' + pad2(d.m);
        case 'era': case 'eraYear': return undefined;
      }
    }
    // a Temporal object's date never changes: its fields are computed once
    // and kept in its internal record
    let f = r.fields;
    if (f === undefined) { f = calFields(r.cal, r.date); r.fields = f; }
    return f[name];
  };

  // ---- resolving property bags (CalendarResolveFields, CalendarDateToISO) ------------------

  // the arithmetic year of fields with year and/or era and eraYear; type
  // names the Temporal type for the TypeError of a missing field
  const resolveYear = (C, f, type) => {
    if (C.eras !== undefined && (f.era !== undefined || f.eraYear !== undefined)) {
      if (f.era === undefined) throw typeError('Insufficient fields.');
      if (f.eraYear === undefined) throw typeError(`Invalid ${type} fields provided.`);
      const toYear = C.eras[f.era];
      if (toYear === undefined) throw rangeError(`Invalid era: ${f.era}`);
      const y = toYear(f.eraYear);
      if (f.year !== undefined && f.year !== y) throw rangeError('Inconsistent year.');
      return y;
    }
    if (f.year === undefined) throw typeError('Required field year is missing.');
    return f.year;
  };
  const checkCode = (C, mc) => {
    if (!codeInCalendar(C, mc)) throw rangeError('Month code not in calendar.');
  };
  // the ordinal month of fields in year table t
  const resolveOrdinal = (C, t, f, overflow) => {
    let m;
    if (f.monthCode !== undefined) {
      m = ordinalOfCode(C, t, f.monthCode, overflow);
      if (f.month !== undefined && f.month !== m) throw rangeError('Inconsistent month/monthCode.');
      return m;
    }
    m = f.month;
    if (m > t.codes.length) {
      if (overflow === 'reject') throw rangeError('Month out of range.');
      m = t.codes.length;
    }
    return m;
  };
  const regulateDay = (day, len, overflow) => {
    if (day <= len) return day;
    if (overflow === 'reject') throw rangeError('Day out of range.');
    return len;
  };
  // CalendarDateFromFields for a non-ISO calendar: the ISO date
  const calDateFromFieldsNonISO = (C, f, overflow, type) => {
    const y = resolveYear(C, f, type);
    if (f.month === undefined && f.monthCode === undefined) throw typeError('Required field month is missing.');
    if (f.day === undefined && type !== 'PlainYearMonth') throw typeError('Required field day is missing.');
    if (f.monthCode !== undefined) checkCode(C, f.monthCode);
    const t = yearTable(C, y);
    const m = resolveOrdinal(C, t, f, overflow);
    const day = type === 'PlainYearMonth' ? 1 : regulateDay(f.day, t.lens[m - 1], overflow);
    return dateFromEpochDays(monthStart(t, m) + day - 1);
  };
  const calDateFromFields = (id, f, overflow) => {
    if (isISO(id)) return dateFromFields(f, overflow);
    const r = calDateFromFieldsNonISO(CALENDARS[id], f, overflow, 'PlainDate');
    checkDateLimits(r);
    return r;
  };
  const calYearMonthFromFields = (id, f, overflow) => {
    if (isISO(id)) return yearMonthFromFields(f, overflow);
    const r = calDateFromFieldsNonISO(CALENDARS[id], f, overflow, 'PlainYearMonth');
    if (!yearMonthWithinLimits(r)) throw rangeError('Year-month outside of supported range.');
    return r;
  };
  // the first day of the calendar month of ISO date d (a PlainYearMonth's
  // reference day)
  const calMonthStartOf = (id, d) => {
    if (isISO(id)) return { y: d.y, m: d.m, d: 1 };
    const c = calDate(CALENDARS[id], d);
    return dateFromEpochDays(c.ed - c.day + 1);
  };
  const LATEST_REFERENCE = epochDays(1972, 12, 31);
  // CalendarMonthDayFromFields: the reference ISO date is the latest on
  // or before 1972-12-31 with this month code and day, looking back to
  // 1900, else the earliest after (a rare Chinese leap month)
  const calMonthDayFromFields = (id, f, overflow) => {
    if (isISO(id)) return monthDayFromFields(f, overflow);
    const C = CALENDARS[id];
    const hasYear = f.year !== undefined || (C.eras !== undefined && (f.era !== undefined || f.eraYear !== undefined));
    if (f.day === undefined) throw typeError('Required field day is missing.');
    if (f.monthCode === undefined && (f.month === undefined || !hasYear)) throw typeError('Insufficient fields.');
    if (f.monthCode !== undefined) checkCode(C, f.monthCode);
    let mc = f.monthCode, day = f.day;
    if (hasYear) {
      const y = resolveYear(C, f, 'PlainMonthDay');
      const t = yearTable(C, y);
      const m = resolveOrdinal(C, t, f, overflow);
      day = regulateDay(day, t.lens[m - 1], overflow);
      mc = t.codes[m - 1];
    }
    const first = calDate(C, { y: 1972, m: 12, d: 31 }).year;
    const find = (code, dd) => {
      let best;
      for (let y = first; y >= first - 73; y--) {
        const t = yearTable(C, y);
        const i = indexOfCode(t, code);
        if (i < 0 || t.lens[i] < dd) continue;
        const e = monthStart(t, i + 1) + dd - 1;
        if (e <= LATEST_REFERENCE) return e;
      }
      for (let y = first + 1; y <= first + 130 && best === undefined; y++) {
        const t = yearTable(C, y);
        const i = indexOfCode(t, code);
        if (i >= 0 && t.lens[i] >= dd) best = monthStart(t, i + 1) + dd - 1;
      }
      return best;
    };
    let e = find(mc, day);
    if (e === undefined && day > 29) {
      // no month of this code is that long: constrain the day
      if (overflow === 'reject') throw rangeError('Day out of range.');
      for (let dd = day - 1; dd >= 29 && e === undefined; dd--) e = find(mc, dd);
    }
    if (e === undefined && mc.length === 4) {
      if (overflow === 'reject') throw rangeError('Month code not in year.');
      e = find(C.lunar === 'hebrew' ? 'M06' : mc.slice(0, 3), MathMin(day, 29));
      const e30 = find(C.lunar === 'hebrew' ? 'M06' : mc.slice(0, 3), day);
      if (e30 !== undefined) e = e30;
    }
    if (e === undefined) throw rangeError('Month code not in calendar.');
    return dateFromEpochDays(e);
  };

  // the PlainMonthDay of ISO date d: its month code and day, at the reference year
  const monthDayOf = (id, d) => {
    if (isISO(id)) return { y: 1972, m: d.m, d: d.d };
    const c = calDate(CALENDARS[id], d);
    const f = ObjectCreate(null);
    f.monthCode = c.code; f.day = c.day;
    return calMonthDayFromFields(id, f, 'constrain');
  };

  // CalendarMergeFields over ISODateToFields: the fields of ISO date d
  // named by names, replaced by those of partial; a month or monthCode
  // given replaces both, any of era, eraYear, year replaces the three, and
  // in the Japanese calendar a month, monthCode or day replaces the era
  const calMergeFields = (id, d, partial, names) => {
    if (isISO(id)) return mergeFields(d, partial, names);
    const C = CALENDARS[id];
    const c = calDate(C, d);
    const f = ObjectCreate(null);
    if (names.includes('year')) {
      f.year = c.year;
      if (C.eras !== undefined) { const e = eraOf(C, c.year, d); f.era = e[0]; f.eraYear = e[1]; }
    }
    if (names.includes('month')) f.month = c.month;
    f.monthCode = c.code;
    if (names.includes('day')) f.day = c.day;
    if (partial.month !== undefined || partial.monthCode !== undefined) { f.month = undefined; f.monthCode = undefined; }
    if (partial.era !== undefined || partial.eraYear !== undefined || partial.year !== undefined) {
      // another year: the month code, not the ordinal, names the month
      f.era = undefined; f.eraYear = undefined; f.year = undefined;
      if (partial.month === undefined) f.month = undefined;
    }
    if (C.id === 'japanese' && (partial.month !== undefined || partial.monthCode !== undefined || partial.day !== undefined)) {
      f.era = undefined; f.eraYear = undefined;
    }
    for (const k in partial) if (partial[k] !== undefined) f[k] = partial[k];
    return f;
  };

  // ---- arithmetic (NonISODateAdd, NonISODateUntil) --------------------------------------------

  const calendarDateAdd = (date, dd, overflow, id) => {
    if (isISO(id)) return isoDateAdd(date, dd, overflow);
    const C = CALENDARS[id];
    const c = calDate(C, date);
    const y0 = c.year + dd.y;
    checkCalYear(y0);
    const m0 = ordinalOfCode(C, yearTable(C, y0), c.code, overflow);
    const b = balanceMonths(C, y0, m0 + dd.mo);
    const day = regulateDay(c.day, b.t.lens[b.m - 1], overflow);
    const res = dateFromEpochDays(monthStart(b.t, b.m) + day - 1 + 7 * dd.w + dd.d);
    checkDateLimits(res);
    return res;
  };
  // CompareSurpasses: whether (year, month or month code, day) lies beyond
  // calendar date c2 in the direction sign
  const surpassesCal = (sign, year, monthOrCode, day, c2) => {
    if (year !== c2.year) return sign * (year - c2.year) > 0;
    if (typeof monthOrCode === 'string') {
      if (monthOrCode !== c2.code) return sign > 0 ? monthOrCode > c2.code : monthOrCode < c2.code;
    } else if (monthOrCode !== c2.month) return sign * (monthOrCode - c2.month) > 0;
    if (day !== c2.day) return sign * (day - c2.day) > 0;
    return false;
  };
  // NonISODateSurpasses for years and months
  const nonISOSurpasses = (C, sign, c1, c2, years, months) => {
    const y0 = c1.year + years;
    if (surpassesCal(sign, y0, c1.code, c1.day, c2)) return true;
    if (months === 0) return false;
    const m0 = ordinalOfCode(C, yearTable(C, y0), c1.code, 'constrain');
    const b = balanceMonths(C, y0, m0 + months);
    return surpassesCal(sign, b.y, b.m, c1.day, c2);
  };
  // the largest count (in steps of sign, from 0) that does not surpass:
  // starts at a guess and walks, as surpassing is monotonic in the count
  const largestNotSurpassing = (sign, guess, surpasses) => {
    let k = guess;
    if (k !== 0 && sign * k < 0) k = 0;
    if (k !== 0 && surpasses(k)) {
      do k -= sign; while (k !== 0 && surpasses(k));
      return k;
    }
    while (!surpasses(k + sign)) k += sign;
    return k;
  };
  const calendarDateUntil = (one, two, largest, id) => {
    if (isISO(id)) return isoDateUntil(one, two, largest);
    const sign = -compareDate(one, two);
    if (sign === 0) return { y: 0, mo: 0, w: 0, d: 0 };
    const C = CALENDARS[id];
    const c1 = calDate(C, one), c2 = calDate(C, two);
    let years = 0, months = 0;
    if (largest === YEAR) years = largestNotSurpassing(sign, c2.year - c1.year, (k) => nonISOSurpasses(C, sign, c1, c2, k, 0));
    if (largest === YEAR || largest === MONTH) {
      const guess = MathTrunc((c2.ed - c1.ed) / 29.6) - years * 12;
      months = largestNotSurpassing(sign, largest === YEAR ? 0 : guess, (k) => nonISOSurpasses(C, sign, c1, c2, years, k));
    }
    // the intermediate date: years and months added, the day constrained
    const m0 = ordinalOfCode(C, yearTable(C, c1.year + years), c1.code, 'constrain');
    const b = balanceMonths(C, c1.year + years, m0 + months);
    const mid = monthStart(b.t, b.m) + MathMin(c1.day, b.t.lens[b.m - 1]) - 1;
    let days = c2.ed - mid, weeks = 0;
    if (largest === WEEK) { weeks = MathTrunc(days / 7) + 0; days -= weeks * 7; }
    return { y: years, mo: months, w: weeks, d: days + 0 };
  };
