  // ---- stdlib/temporal/plain.js: the wall-clock types -----------------------------------
  // PlainTime ({ time }), PlainDate ({ date, cal }), PlainDateTime ({ date,
  // time, cal }), PlainYearMonth ({ date, cal }: day 1 for ISO) and
  // PlainMonthDay ({ date, cal }: year 1972 for ISO).

  const createTime = (t) => create(K_TIME, { time: t });
  const createDate = (d, cal) => { checkDateLimits(d); return create(K_DATE, { date: d, cal }); };
  const createDateTime = (d, t, cal) => { checkDateTimeLimits(d, t); return create(K_DATETIME, { date: d, time: t, cal }); };
  const createYearMonth = (d, cal) => {
    if (!yearMonthWithinLimits(d)) throw rangeError('Year-month outside of supported range.');
    return create(K_YEARMONTH, { date: d, cal });
  };
  const createMonthDay = (d, cal) => create(K_MONTHDAY, { date: d, cal });
  const readOverflow = (options) => getOverflow(getOptionsObject(options));
  // a constructor's calendar argument
  const ctorCalendar = (c) => {
    if (c === undefined) return 'iso8601';
    if (typeof c !== 'string') throw typeError('Calendar must be a string.');
    return canonCalendar(c);
  };
  const DATE_NAMES = ['year', 'month', 'monthCode', 'day'];
  const DATETIME_NAMES = ['year', 'month', 'monthCode', 'day', 'hour', 'minute', 'second', 'millisecond', 'microsecond', 'nanosecond'];
  const monthCodeOf = (m) => 'M' + pad2(m);
  // ISODateToFields, then CalendarMergeFields with a partial record (ISO:
  // a month or monthCode given replaces both)
  const mergeFields = (d, partial, names) => {
    const f = ObjectCreate(null);
    if (names.includes('year')) f.year = d.y;
    if (names.includes('month')) f.month = d.m;
    f.monthCode = monthCodeOf(d.m);
    if (names.includes('day')) f.day = d.d;
    if (partial.month !== undefined || partial.monthCode !== undefined) { f.month = undefined; f.monthCode = undefined; }
    for (const k in partial) if (partial[k] !== undefined) f[k] = partial[k];
    return f;
  };

  // ToTemporalTime: a time record
  const toTime = (item, options) => {
    if (isObject(item)) {
      let r = slotsOf(item, K_TIME);
      if (r) { readOverflow(options); return r.time; }
      r = slotsOf(item, K_DATETIME);
      if (r) { readOverflow(options); return r.time; }
      r = slotsOf(item, K_ZONED);
      if (r) { readOverflow(options); return dateTimeFor(r.tz, r.ns).time; }
      const f = prepareFields(item, TIME_FIELDS, 'partial');
      return timeFromFields(f, readOverflow(options));
    }
    if (typeof item !== 'string') throw typeError('Time argument must be object or string.');
    const r = parseISO(item, 'time');
    readOverflow(options);
    return r.time;
  };
  const timeOrMidnight = (item) => (item === undefined ? MIDNIGHT : toTime(item));
  // ToTemporalDate: { date, cal }
  const toDate = (item, options) => {
    if (isObject(item)) {
      let r = slotsOf(item, K_DATE);
      if (r) { readOverflow(options); return r; }
      r = slotsOf(item, K_ZONED);
      if (r) { readOverflow(options); return { date: dateTimeFor(r.tz, r.ns).date, cal: r.cal }; }
      r = slotsOf(item, K_DATETIME);
      if (r) { readOverflow(options); return { date: r.date, cal: r.cal }; }
      const cal = calendarOfItem(item);
      const f = prepareFields(item, DATE_NAMES, [], cal);
      const overflow = readOverflow(options);
      return { date: calDateFromFields(cal, f, overflow), cal };
    }
    if (typeof item !== 'string') throw typeError('Date argument must be object or string.');
    const r = parseISO(item, 'date');
    const cal = r.cal === undefined ? 'iso8601' : canonCalendar(r.cal);
    readOverflow(options);
    checkDateLimits(r.date);
    return { date: r.date, cal };
  };
  // ToTemporalDateTime: { date, time, cal }
  const toDateTime = (item, options) => {
    if (isObject(item)) {
      let r = slotsOf(item, K_DATETIME);
      if (r) { readOverflow(options); return r; }
      r = slotsOf(item, K_ZONED);
      if (r) { readOverflow(options); const dt = dateTimeFor(r.tz, r.ns); return { date: dt.date, time: dt.time, cal: r.cal }; }
      r = slotsOf(item, K_DATE);
      if (r) { readOverflow(options); return { date: r.date, time: MIDNIGHT, cal: r.cal }; }
      const cal = calendarOfItem(item);
      const f = prepareFields(item, DATETIME_NAMES, [], cal);
      const overflow = readOverflow(options);
      const date = calDateFromFields(cal, f, overflow);
      const time = timeFromFields(f, overflow);
      checkDateTimeLimits(date, time);
      return { date, time, cal };
    }
    if (typeof item !== 'string') throw typeError('DateTime argument must be object or string.');
    const r = parseISO(item, 'date');
    const cal = r.cal === undefined ? 'iso8601' : canonCalendar(r.cal);
    readOverflow(options);
    const time = r.time || MIDNIGHT;
    checkDateTimeLimits(r.date, time);
    return { date: r.date, time, cal };
  };
  const toYearMonth = (item, options) => {
    if (isObject(item)) {
      const r = slotsOf(item, K_YEARMONTH);
      if (r) { readOverflow(options); return r; }
      const cal = calendarOfItem(item);
      const f = prepareFields(item, ['year', 'month', 'monthCode'], [], cal);
      const overflow = readOverflow(options);
      return { date: calYearMonthFromFields(cal, f, overflow), cal };
    }
    if (typeof item !== 'string') throw typeError('YearMonth argument must be object or string.');
    const r = parseISO(item, 'yearmonth');
    const cal = r.cal === undefined ? 'iso8601' : canonCalendar(r.cal);
    readOverflow(options);
    if (!isISO(cal) && r.date.ym) throw rangeError('A year-month string with a calendar other than iso8601 needs a day.');
    const d = calMonthStartOf(cal, r.date);
    if (!yearMonthWithinLimits(d)) throw rangeError('Year-month outside of supported range.');
    return { date: d, cal };
  };
  const toMonthDay = (item, options) => {
    if (isObject(item)) {
      const r = slotsOf(item, K_MONTHDAY);
      if (r) { readOverflow(options); return r; }
      const cal = calendarOfItem(item);
      const f = prepareFields(item, DATE_NAMES, [], cal);
      const overflow = readOverflow(options);
      return { date: calMonthDayFromFields(cal, f, overflow), cal };
    }
    if (typeof item !== 'string') throw typeError('MonthDay argument must be object or string.');
    const r = parseISO(item, 'monthday');
    const cal = r.cal === undefined ? 'iso8601' : canonCalendar(r.cal);
    readOverflow(options);
    // an ISO month-day keeps only month and day (the year may be any)
    if (!r.noYear && !isISO(cal)) checkDateLimits(r.date);
    if (!isISO(cal) && r.noYear) throw rangeError('A month-day string with a calendar other than iso8601 needs a year.');
    return { date: monthDayOf(cal, r.date), cal };
  };
  // the record of a with() argument: an object that is no Temporal object
  // and has neither calendar nor timeZone
  const withArg = (like) => {
    if (!isObject(like)) throw typeError('with() needs an object.');
    rejectTemporalLike(like);
    return like;
  };
  const sameCalendar = (a, b) => {
    if (a !== b) throw rangeError('Calendars do not match.');
  };
  // ToDateDurationRecordWithoutTime
  const dateDurationOf = (r) => {
    const ir = toInternal24(r);
    return { y: ir.date.y, mo: ir.date.mo, w: ir.date.w, d: NumberCtor(ir.time / NS_PER_DAY) };
  };
  const signed = (r, sign) => (sign < 0 ? negateDuration(r) : r);
  // toString's options for date-times: { showCalendar, precision, mode }
  const readTimeToStringOptions = (options, withCalendar) => {
    const opts = getOptionsObject(options);
    const show = withCalendar ? getCalendarNameOption(opts) : undefined;
    const digits = getFractionalSecondDigits(opts);
    const mode = getRoundingMode(opts, 'trunc');
    const smallest = getToStringSmallest(opts);
    validateToStringSmallest(smallest);
    return { show, p: secondsPrecision(smallest, digits), mode, opts };
  };
  const readRoundTo = (roundTo) => {
    if (roundTo === undefined) throw typeError('roundTo is required.');
    let opts;
    if (typeof roundTo === 'string') { opts = ObjectCreate(null); opts.smallestUnit = roundTo; } else opts = getOptionsObject(roundTo);
    const inc = getRoundingIncrement(opts);
    const mode = getRoundingMode(opts, 'halfExpand');
    const smallest = getUnitOption(opts, 'smallestUnit', 'required');
    return { inc, mode, smallest };
  };
  // toLocaleString: Intl's DateTimeFormat formats Temporal objects itself
  // (stdlib/intl/intl.js asks dtfInfo, install.js, what one is), made with
  // CreateDateTimeFormat's required and defaults: a date kind refuses
  // timeStyle, PlainTime dateStyle
  const toLocale = (self, locales, options, req, def) => n.toLocale(self, locales, options, req, def);
  const localMs = (date, time) => NumberCtor(bigFloorDiv(utcEpochNs(date, time), 1000000n));

  class PlainTime {
    constructor(hour = 0, minute = 0, second = 0, millisecond = 0, microsecond = 0, nanosecond = 0) {
      if (new.target === undefined) throw new TypeError("Constructor Temporal.PlainTime requires 'new'");
      const a = [hour, minute, second, millisecond, microsecond, nanosecond].map((x) => (x === undefined ? 0 : toIntegerWithTruncation(x)));
      if (!isValidTime(a[0], a[1], a[2], a[3], a[4], a[5])) throw rangeError('Invalid time.');
      stamp(this, K_TIME, { time: { h: a[0], mi: a[1], s: a[2], ms: a[3], us: a[4], ns: a[5] } });
    }
    static from(item, options = undefined) { return createTime(toTime(item, options)); }
    static compare(one, two) { return compareTime(toTime(one), toTime(two)); }
    get hour() { return thisSlots(this, K_TIME, 'hour').time.h; }
    get minute() { return thisSlots(this, K_TIME, 'minute').time.mi; }
    get second() { return thisSlots(this, K_TIME, 'second').time.s; }
    get millisecond() { return thisSlots(this, K_TIME, 'millisecond').time.ms; }
    get microsecond() { return thisSlots(this, K_TIME, 'microsecond').time.us; }
    get nanosecond() { return thisSlots(this, K_TIME, 'nanosecond').time.ns; }
    add(duration) { return createTime(addTime(thisSlots(this, K_TIME, 'add').time, toInternal(toDurationRecord(duration)).time).time); }
    subtract(duration) { return createTime(addTime(thisSlots(this, K_TIME, 'subtract').time, -toInternal(toDurationRecord(duration)).time).time); }
    with(temporalTimeLike, options = undefined) {
      const t = thisSlots(this, K_TIME, 'with').time;
      const p = prepareFields(withArg(temporalTimeLike), TIME_FIELDS, 'partial');
      const overflow = readOverflow(options);
      const g = (k, v) => (p[k] === undefined ? v : p[k]);
      return createTime(regulateTime(g('hour', t.h), g('minute', t.mi), g('second', t.s), g('millisecond', t.ms), g('microsecond', t.us), g('nanosecond', t.ns), overflow));
    }
    until(other, options = undefined) { return diffTime(this, other, options, false, 'until'); }
    since(other, options = undefined) { return diffTime(this, other, options, true, 'since'); }
    round(roundTo) {
      const t = thisSlots(this, K_TIME, 'round').time;
      const { inc, mode, smallest } = readRoundTo(roundTo);
      validateUnit(smallest, 'time', undefined, 'smallestUnit');
      validateIncrement(inc, MAX_INCREMENT[smallest], false);
      return createTime(roundTime(t, inc, smallest, mode).time);
    }
    equals(other) { return compareTime(thisSlots(this, K_TIME, 'equals').time, toTime(other)) === 0; }
    toString(options = undefined) {
      const t = thisSlots(this, K_TIME, 'toString').time;
      const { p, mode } = readTimeToStringOptions(options, false);
      return fmtTime(roundTime(t, p.increment, p.unit, mode).time, p.precision);
    }
    toJSON() { return fmtTime(thisSlots(this, K_TIME, 'toJSON').time, 'auto'); }
    toLocaleString(locales = undefined, options = undefined) {
      thisSlots(this, K_TIME, 'toLocaleString');
      return toLocale(this, locales, options, 'time', 'time');
    }
    valueOf() { throw new TypeError('Do not use Temporal.PlainTime.prototype.valueOf; use Temporal.PlainTime.prototype.compare for comparison.'); }
  }
  const diffTime = (self, other, options, since, name) => {
    const t = thisSlots(self, K_TIME, name).time;
    const o = toTime(other);
    const s = getDifferenceSettings(since, getOptionsObject(options), 'time', [], NS, HOUR);
    const d = roundTimeDuration(timeToNs(o) - timeToNs(t), s.increment, s.smallest, s.mode);
    const r = durationFromInternal(combine(ZERO_DATE, d), s.largest);
    return createDuration(since ? negateDuration(r) : r);
  };

  // the getters shared by the types with a date
  const dateGetters = (C, kind, which) => {
    const P = C.prototype;
    const def = (name, fn) => {
      const g = { get [name]() { return fn(thisSlots(this, kind, name)); } };
      ObjectDefineProperty(P, name, { get: Object.getOwnPropertyDescriptor(g, name).get, enumerable: false, configurable: true });
    };
    for (let i = 0; i < which.length; i++) {
      const w = which[i];
      switch (w) {
        case 'calendarId': def(w, (r) => r.cal); break;
        default: def(w, (r) => dateField(r, w));
      }
    }
  };
  const DATE_GETTERS = ['calendarId', 'era', 'eraYear', 'year', 'month', 'monthCode', 'day', 'dayOfWeek', 'dayOfYear', 'weekOfYear', 'yearOfWeek', 'daysInWeek', 'daysInMonth', 'daysInYear', 'monthsInYear', 'inLeapYear'];

  class PlainDate {
    constructor(isoYear, isoMonth, isoDay, calendar = undefined) {
      if (new.target === undefined) throw new TypeError("Constructor Temporal.PlainDate requires 'new'");
      const y = toIntegerWithTruncation(isoYear), m = toIntegerWithTruncation(isoMonth), d = toIntegerWithTruncation(isoDay);
      const cal = ctorCalendar(calendar);
      if (!isValidDate(y, m, d)) throw rangeError('Invalid ISO date.');
      checkDateLimits({ y, m, d });
      stamp(this, K_DATE, { date: { y, m, d }, cal });
    }
    static from(item, options = undefined) { const r = toDate(item, options); return createDate(r.date, r.cal); }
    static compare(one, two) { return compareDate(toDate(one).date, toDate(two).date); }
    toPlainYearMonth() { const r = thisSlots(this, K_DATE, 'toPlainYearMonth'); return createYearMonth(calMonthStartOf(r.cal, r.date), r.cal); }
    toPlainMonthDay() { const r = thisSlots(this, K_DATE, 'toPlainMonthDay'); return createMonthDay(monthDayOf(r.cal, r.date), r.cal); }
    add(duration, options = undefined) { return addDate(this, duration, options, 1, 'add'); }
    subtract(duration, options = undefined) { return addDate(this, duration, options, -1, 'subtract'); }
    with(temporalDateLike, options = undefined) {
      const r = thisSlots(this, K_DATE, 'with');
      const p = prepareFields(withArg(temporalDateLike), DATE_NAMES, 'partial', r.cal);
      const f = calMergeFields(r.cal, r.date, p, DATE_NAMES);
      const overflow = readOverflow(options);
      return createDate(calDateFromFields(r.cal, f, overflow), r.cal);
    }
    withCalendar(calendar) {
      const r = thisSlots(this, K_DATE, 'withCalendar');
      if (calendar === undefined) throw typeError('A calendar is required.');
      return createDate(r.date, toCalendarId(calendar));
    }
    until(other, options = undefined) { return diffDate(this, other, options, false, 'until'); }
    since(other, options = undefined) { return diffDate(this, other, options, true, 'since'); }
    equals(other) {
      const r = thisSlots(this, K_DATE, 'equals');
      const o = toDate(other);
      return compareDate(r.date, o.date) === 0 && r.cal === o.cal;
    }
    toPlainDateTime(temporalTime = undefined) {
      const r = thisSlots(this, K_DATE, 'toPlainDateTime');
      return createDateTime(r.date, timeOrMidnight(temporalTime), r.cal);
    }
    toZonedDateTime(item) {
      const r = thisSlots(this, K_DATE, 'toZonedDateTime');
      let tz, temporalTime;
      if (isObject(item)) {
        const tzLike = item.timeZone;
        if (tzLike === undefined) tz = toTimeZoneId(item);
        else { tz = toTimeZoneId(tzLike); temporalTime = item.plainTime; }
      } else tz = toTimeZoneId(item);
      let ns;
      if (temporalTime === undefined) ns = startOfDay(tz, r.date);
      else {
        const t = toTime(temporalTime);
        checkDateTimeLimits(r.date, t);
        ns = epochNsFor(tz, r.date, t, 'compatible');
      }
      return createZoned(ns, tz, r.cal);
    }
    toString(options = undefined) {
      const r = thisSlots(this, K_DATE, 'toString');
      const show = getCalendarNameOption(getOptionsObject(options));
      return fmtDate(r.date) + fmtCalendar(r.cal, show);
    }
    toJSON() { const r = thisSlots(this, K_DATE, 'toJSON'); return fmtDate(r.date) + fmtCalendar(r.cal, 'auto'); }
    toLocaleString(locales = undefined, options = undefined) {
      thisSlots(this, K_DATE, 'toLocaleString');
      return toLocale(this, locales, options, 'date', 'date');
    }
    valueOf() { throw new TypeError('Do not use Temporal.PlainDate.prototype.valueOf; use Temporal.PlainDate.prototype.compare for comparison.'); }
  }
  const addDate = (self, duration, options, sign, name) => {
    const r = thisSlots(self, K_DATE, name);
    const d = signed(toDurationRecord(duration), sign);
    const dd = dateDurationOf(d);
    const overflow = readOverflow(options);
    return createDate(calendarDateAdd(r.date, dd, overflow, r.cal), r.cal);
  };
  const diffDate = (self, other, options, since, name) => {
    const r = thisSlots(self, K_DATE, name);
    const o = toDate(other);
    sameCalendar(r.cal, o.cal);
    const s = getDifferenceSettings(since, getOptionsObject(options), 'date', [], DAY, DAY);
    if (compareDate(r.date, o.date) === 0) return createDuration(makeDurationRecord(0, 0, 0, 0, 0, 0, 0, 0, 0, 0));
    let dur = combine(calendarDateUntil(r.date, o.date, s.largest, r.cal), 0n);
    if (!(s.smallest === DAY && s.increment === 1)) {
      const dest = utcEpochNs(o.date, MIDNIGHT);
      dur = roundRelativeDuration(dur, dest, { date: r.date, time: MIDNIGHT, cal: r.cal }, undefined, s.largest, s.increment, s.smallest, s.mode);
    }
    const res = durationFromInternal(dur, DAY);
    return createDuration(since ? negateDuration(res) : res);
  };

  class PlainDateTime {
    constructor(isoYear, isoMonth, isoDay, hour = 0, minute = 0, second = 0, millisecond = 0, microsecond = 0, nanosecond = 0, calendar = undefined) {
      if (new.target === undefined) throw new TypeError("Constructor Temporal.PlainDateTime requires 'new'");
      const a = [isoYear, isoMonth, isoDay].map(toIntegerWithTruncation);
      const t = [hour, minute, second, millisecond, microsecond, nanosecond].map((x) => (x === undefined ? 0 : toIntegerWithTruncation(x)));
      const cal = ctorCalendar(calendar);
      if (!isValidDate(a[0], a[1], a[2])) throw rangeError('Invalid ISO date.');
      if (!isValidTime(t[0], t[1], t[2], t[3], t[4], t[5])) throw rangeError('Invalid time.');
      const date = { y: a[0], m: a[1], d: a[2] }, time = { h: t[0], mi: t[1], s: t[2], ms: t[3], us: t[4], ns: t[5] };
      checkDateTimeLimits(date, time);
      stamp(this, K_DATETIME, { date, time, cal });
    }
    static from(item, options = undefined) { const r = toDateTime(item, options); return createDateTime(r.date, r.time, r.cal); }
    static compare(one, two) { const a = toDateTime(one), b = toDateTime(two); return compareDateTime(a, b); }
    get hour() { return thisSlots(this, K_DATETIME, 'hour').time.h; }
    get minute() { return thisSlots(this, K_DATETIME, 'minute').time.mi; }
    get second() { return thisSlots(this, K_DATETIME, 'second').time.s; }
    get millisecond() { return thisSlots(this, K_DATETIME, 'millisecond').time.ms; }
    get microsecond() { return thisSlots(this, K_DATETIME, 'microsecond').time.us; }
    get nanosecond() { return thisSlots(this, K_DATETIME, 'nanosecond').time.ns; }
    with(temporalDateTimeLike, options = undefined) {
      const r = thisSlots(this, K_DATETIME, 'with');
      const p = prepareFields(withArg(temporalDateTimeLike), DATETIME_NAMES, 'partial', r.cal);
      const f = calMergeFields(r.cal, r.date, p, DATE_NAMES);
      const t = r.time;
      const g = (k, v) => (p[k] === undefined ? v : p[k]);
      const overflow = readOverflow(options);
      const date = calDateFromFields(r.cal, f, overflow);
      const time = regulateTime(g('hour', t.h), g('minute', t.mi), g('second', t.s), g('millisecond', t.ms), g('microsecond', t.us), g('nanosecond', t.ns), overflow);
      return createDateTime(date, time, r.cal);
    }
    withPlainTime(plainTimeLike = undefined) {
      const r = thisSlots(this, K_DATETIME, 'withPlainTime');
      return createDateTime(r.date, timeOrMidnight(plainTimeLike), r.cal);
    }
    withCalendar(calendar) {
      const r = thisSlots(this, K_DATETIME, 'withCalendar');
      if (calendar === undefined) throw typeError('A calendar is required.');
      return createDateTime(r.date, r.time, toCalendarId(calendar));
    }
    add(duration, options = undefined) { return addDateTime(this, duration, options, 1, 'add'); }
    subtract(duration, options = undefined) { return addDateTime(this, duration, options, -1, 'subtract'); }
    until(other, options = undefined) { return diffDateTime(this, other, options, false, 'until'); }
    since(other, options = undefined) { return diffDateTime(this, other, options, true, 'since'); }
    round(roundTo) {
      const r = thisSlots(this, K_DATETIME, 'round');
      const { inc, mode, smallest } = readRoundTo(roundTo);
      validateUnit(smallest, 'time', [DAY], 'smallestUnit');
      if (smallest === DAY) validateIncrement(inc, 1, true);
      else validateIncrement(inc, MAX_INCREMENT[smallest], false);
      if (smallest === NS && inc === 1) return createDateTime(r.date, r.time, r.cal);
      const rt = roundTime(r.time, inc, smallest, mode);
      return createDateTime(balanceDate(r.date.y, r.date.m, r.date.d + rt.days), rt.time, r.cal);
    }
    equals(other) {
      const r = thisSlots(this, K_DATETIME, 'equals');
      const o = toDateTime(other);
      return compareDateTime(r, o) === 0 && r.cal === o.cal;
    }
    toPlainDate() { const r = thisSlots(this, K_DATETIME, 'toPlainDate'); return createDate(r.date, r.cal); }
    toPlainTime() { return createTime(thisSlots(this, K_DATETIME, 'toPlainTime').time); }
    toZonedDateTime(temporalTimeZoneLike, options = undefined) {
      const r = thisSlots(this, K_DATETIME, 'toZonedDateTime');
      const tz = toTimeZoneId(temporalTimeZoneLike);
      const dis = getDisambiguation(getOptionsObject(options));
      return createZoned(epochNsFor(tz, r.date, r.time, dis), tz, r.cal);
    }
    toString(options = undefined) {
      const r = thisSlots(this, K_DATETIME, 'toString');
      const { show, p, mode } = readTimeToStringOptions(options, true);
      const rt = roundTime(r.time, p.increment, p.unit, mode);
      const date = balanceDate(r.date.y, r.date.m, r.date.d + rt.days);
      checkDateTimeLimits(date, rt.time);
      return fmtDate(date) + 'T' + fmtTime(rt.time, p.precision) + fmtCalendar(r.cal, show);
    }
    toJSON() { const r = thisSlots(this, K_DATETIME, 'toJSON'); return fmtDate(r.date) + 'T' + fmtTime(r.time, 'auto') + fmtCalendar(r.cal, 'auto'); }
    toLocaleString(locales = undefined, options = undefined) {
      thisSlots(this, K_DATETIME, 'toLocaleString');
      return toLocale(this, locales, options, 'any', 'all');
    }
    valueOf() { throw new TypeError('Do not use Temporal.PlainDateTime.prototype.valueOf; use Temporal.PlainDateTime.prototype.compare for comparison.'); }
  }
  const addDateTime = (self, duration, options, sign, name) => {
    const r = thisSlots(self, K_DATETIME, name);
    const d = signed(toDurationRecord(duration), sign);
    const overflow = readOverflow(options);
    const ir = toInternal24(d);
    const tr = addTime(r.time, ir.time);
    const dd = { y: ir.date.y, mo: ir.date.mo, w: ir.date.w, d: tr.days };
    return createDateTime(calendarDateAdd(r.date, dd, overflow, r.cal), tr.time, r.cal);
  };
  const diffDateTime = (self, other, options, since, name) => {
    const r = thisSlots(self, K_DATETIME, name);
    const o = toDateTime(other);
    sameCalendar(r.cal, o.cal);
    const s = getDifferenceSettings(since, getOptionsObject(options), 'datetime', [], NS, DAY);
    if (compareDateTime(r, o) === 0) return createDuration(makeDurationRecord(0, 0, 0, 0, 0, 0, 0, 0, 0, 0));
    const ir = differencePlainDateTimeWithRounding(r, o, s.largest, s.increment, s.smallest, s.mode);
    const res = durationFromInternal(ir, s.largest);
    return createDuration(since ? negateDuration(res) : res);
  };

  class PlainYearMonth {
    constructor(isoYear, isoMonth, calendar = undefined, referenceISODay = 1) {
      if (new.target === undefined) throw new TypeError("Constructor Temporal.PlainYearMonth requires 'new'");
      const y = toIntegerWithTruncation(isoYear), m = toIntegerWithTruncation(isoMonth);
      const cal = ctorCalendar(calendar);
      const d = referenceISODay === undefined ? 1 : toIntegerWithTruncation(referenceISODay);
      if (!isValidDate(y, m, d)) throw rangeError('Invalid ISO date.');
      if (!yearMonthWithinLimits({ y, m, d })) throw rangeError('Year-month outside of supported range.');
      stamp(this, K_YEARMONTH, { date: { y, m, d }, cal });
    }
    static from(item, options = undefined) { const r = toYearMonth(item, options); return createYearMonth(r.date, r.cal); }
    static compare(one, two) { return compareDate(toYearMonth(one).date, toYearMonth(two).date); }
    with(temporalYearMonthLike, options = undefined) {
      const r = thisSlots(this, K_YEARMONTH, 'with');
      const p = prepareFields(withArg(temporalYearMonthLike), ['year', 'month', 'monthCode'], 'partial', r.cal);
      const f = calMergeFields(r.cal, r.date, p, ['year', 'month']);
      const overflow = readOverflow(options);
      return createYearMonth(calYearMonthFromFields(r.cal, f, overflow), r.cal);
    }
    add(duration, options = undefined) { return addYearMonth(this, duration, options, 1, 'add'); }
    subtract(duration, options = undefined) { return addYearMonth(this, duration, options, -1, 'subtract'); }
    until(other, options = undefined) { return diffYearMonth(this, other, options, false, 'until'); }
    since(other, options = undefined) { return diffYearMonth(this, other, options, true, 'since'); }
    equals(other) {
      const r = thisSlots(this, K_YEARMONTH, 'equals');
      const o = toYearMonth(other);
      return compareDate(r.date, o.date) === 0 && r.cal === o.cal;
    }
    toPlainDate(item) {
      const r = thisSlots(this, K_YEARMONTH, 'toPlainDate');
      if (!isObject(item)) throw typeError('toPlainDate needs an object with a day.');
      const p = prepareFields(item, ['day'], [], r.cal);
      const f = calMergeFields(r.cal, r.date, p, ['year', 'month']);
      return createDate(calDateFromFields(r.cal, f, 'constrain'), r.cal);
    }
    toString(options = undefined) {
      const r = thisSlots(this, K_YEARMONTH, 'toString');
      const show = getCalendarNameOption(getOptionsObject(options));
      return fmtYearMonth(r, show);
    }
    toJSON() { return fmtYearMonth(thisSlots(this, K_YEARMONTH, 'toJSON'), 'auto'); }
    toLocaleString(locales = undefined, options = undefined) {
      thisSlots(this, K_YEARMONTH, 'toLocaleString');
      return toLocale(this, locales, options, 'date', 'date');
    }
    valueOf() { throw new TypeError('Do not use Temporal.PlainYearMonth.prototype.valueOf; use Temporal.PlainYearMonth.prototype.compare for comparison.'); }
  }
  const fmtYearMonth = (r, show) => {
    let s = fmtYear(r.date.y) + '-' + pad2(r.date.m);
    if (show === 'always' || show === 'critical' || r.cal !== 'iso8601') s += '-' + pad2(r.date.d);
    return s + fmtCalendar(r.cal, show);
  };
  const addYearMonth = (self, duration, options, sign, name) => {
    const r = thisSlots(self, K_YEARMONTH, name);
    const d = signed(toDurationRecord(duration), sign);
    const overflow = readOverflow(options);
    // a year-month has no day for smaller units to move
    if (d.w || d.d || d.h || d.mi || d.s || d.ms || d.us || d.ns) throw rangeError('Can only add years or months to PlainYearMonth.');
    // the month's first day is a date (CalendarDateFromFields), within the
    // date limits: -271821-04 is a year-month but its first day no date
    const date = calMonthStartOf(r.cal, r.date);
    checkDateLimits(date);
    const dd = dateDurationOf(d);
    if (isISO(r.cal)) {
      // years and months move an ISO year-month alone, with no day to
      // overflow (as node, whose result's first day is a date as well)
      const ym = balanceYearMonth(date.y + dd.y, date.m + dd.mo);
      checkDateLimits({ y: ym.y, m: ym.m, d: 1 });
      return createYearMonth(yearMonthFromFields({ year: ym.y, month: ym.m }, overflow), r.cal);
    }
    return createYearMonth(calMonthStartOf(r.cal, calendarDateAdd(date, dd, overflow, r.cal)), r.cal);
  };
  const diffYearMonth = (self, other, options, since, name) => {
    const r = thisSlots(self, K_YEARMONTH, name);
    const o = toYearMonth(other);
    sameCalendar(r.cal, o.cal);
    const s = getDifferenceSettings(since, getOptionsObject(options), 'date', [WEEK, DAY], MONTH, YEAR);
    if (compareDate(r.date, o.date) === 0) return createDuration(makeDurationRecord(0, 0, 0, 0, 0, 0, 0, 0, 0, 0));
    // both first days are dates within the limits (CalendarDateFromFields)
    const a = calMonthStartOf(r.cal, r.date), b = calMonthStartOf(r.cal, o.date);
    checkDateLimits(a);
    checkDateLimits(b);
    const u = calendarDateUntil(a, b, s.largest, r.cal);
    let dur = combine({ y: u.y, mo: u.mo, w: 0, d: 0 }, 0n);
    if (!(s.smallest === MONTH && s.increment === 1)) {
      dur = roundRelativeDuration(dur, utcEpochNs(b, MIDNIGHT), { date: a, time: MIDNIGHT, cal: r.cal }, undefined, s.largest, s.increment, s.smallest, s.mode);
    }
    const res = durationFromInternal(dur, DAY);
    return createDuration(since ? negateDuration(res) : res);
  };

  class PlainMonthDay {
    constructor(isoMonth, isoDay, calendar = undefined, referenceISOYear = 1972) {
      if (new.target === undefined) throw new TypeError("Constructor Temporal.PlainMonthDay requires 'new'");
      const m = toIntegerWithTruncation(isoMonth), d = toIntegerWithTruncation(isoDay);
      const cal = ctorCalendar(calendar);
      const y = referenceISOYear === undefined ? 1972 : toIntegerWithTruncation(referenceISOYear);
      if (!isValidDate(y, m, d)) throw rangeError('Invalid ISO date.');
      checkDateLimits({ y, m, d });
      stamp(this, K_MONTHDAY, { date: { y, m, d }, cal });
    }
    static from(item, options = undefined) { const r = toMonthDay(item, options); return createMonthDay(r.date, r.cal); }
    with(temporalMonthDayLike, options = undefined) {
      const r = thisSlots(this, K_MONTHDAY, 'with');
      const p = prepareFields(withArg(temporalMonthDayLike), DATE_NAMES, 'partial', r.cal);
      const f = calMergeFields(r.cal, r.date, p, ['day']);
      const overflow = readOverflow(options);
      return createMonthDay(calMonthDayFromFields(r.cal, f, overflow), r.cal);
    }
    equals(other) {
      const r = thisSlots(this, K_MONTHDAY, 'equals');
      const o = toMonthDay(other);
      return compareDate(r.date, o.date) === 0 && r.cal === o.cal;
    }
    toPlainDate(item) {
      const r = thisSlots(this, K_MONTHDAY, 'toPlainDate');
      if (!isObject(item)) throw typeError('toPlainDate needs an object with a year.');
      const p = prepareFields(item, ['year'], [], r.cal);
      const f = calMergeFields(r.cal, r.date, p, ['day']);
      return createDate(calDateFromFields(r.cal, f, 'constrain'), r.cal);
    }
    toString(options = undefined) {
      const r = thisSlots(this, K_MONTHDAY, 'toString');
      const show = getCalendarNameOption(getOptionsObject(options));
      return fmtMonthDay(r, show);
    }
    toJSON() { return fmtMonthDay(thisSlots(this, K_MONTHDAY, 'toJSON'), 'auto'); }
    toLocaleString(locales = undefined, options = undefined) {
      thisSlots(this, K_MONTHDAY, 'toLocaleString');
      return toLocale(this, locales, options, 'date', 'date');
    }
    valueOf() { throw new TypeError('Do not use Temporal.PlainMonthDay.prototype.valueOf; use Temporal.PlainMonthDay.prototype.compare for comparison.'); }
  }
  const fmtMonthDay = (r, show) => {
    let s = pad2(r.date.m) + '-' + pad2(r.date.d);
    if (show === 'always' || show === 'critical' || r.cal !== 'iso8601') s = fmtYear(r.date.y) + '-' + s;
    return s + fmtCalendar(r.cal, show);
  };
