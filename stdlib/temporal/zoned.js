  // ---- stdlib/temporal/zoned.js: exact time -----------------------------------------------
  // Instant ({ ns }), ZonedDateTime ({ ns, tz, cal }) and Temporal.Now.

  const createInstant = (ns) => create(K_INSTANT, { ns: checkEpochNs(ns) });
  const createZoned = (ns, tz, cal) => create(K_ZONED, { ns: checkEpochNs(ns), tz, cal });
  // the next (or previous) transition of tz after (before) ns, or null
  const transitionNs = (tz, ns, next) => {
    if (isFixedZone(tz)) return null;
    const ms = next ? NumberCtor(bigFloorDiv(ns, 1000000n)) : NumberCtor(-bigFloorDiv(-ns, 1000000n));
    const t = n.tzTransition(tz, ms, next);
    if (t === null || t === undefined) return null;
    const r = BigIntCtor(t) * 1000000n;
    return isValidEpochNs(r) ? r : null;
  };

  // ToPrimitive(v, number) then ToBigInt
  const toBigInt = (v) => {
    v = toPrimitive(v, 'number');
    if (typeof v === 'number') throw new TypeError(`Cannot convert ${v} to a BigInt`);
    if (v === undefined || v === null || typeof v === 'symbol') throw new TypeError(`Cannot convert ${StringCtor(v)} to a BigInt`);
    return BigIntCtor(v);
  };
  // ToTemporalInstant: epoch nanoseconds
  const toInstantNs = (item) => {
    if (isObject(item)) {
      const r = slotsOf(item, K_INSTANT) || slotsOf(item, K_ZONED);
      if (r) return r.ns;
      item = toStr(item);
    }
    if (typeof item !== 'string') throw typeError('Instant argument must be object or string.');
    const p = parseISO(item, 'instant');
    const off = p.z ? 0 : p.offsetNs;
    const time = p.time || MIDNIGHT;
    if (MathAbs(epochDays(p.date.y, p.date.m, p.date.d)) > 100000001) throw rangeError('Instant outside of supported range.');
    return checkEpochNs(utcEpochNs(p.date, time) - BigIntCtor(off));
  };
  // RoundTemporalInstant (RoundNumberToIncrementAsIfPositive)
  const roundInstant = (ns, inc, unit, mode) => {
    const step = UNIT_NS[unit] * BigIntCtor(inc);
    const q = bigFloorDiv(ns, step), r = ns - q * step;
    return (roundsUp(r, step, unsignedMode(mode, false), q % 2n === 0n) ? q + 1n : q) * step;
  };
  const MAX_INSTANT_INCREMENT = [0, 0, 0, 0, 24, 1440, 86400, 8.64e7, 8.64e10, 8.64e13];
  const fmtOffsetRounded = (offNs) => fmtOffsetMinutes(NumberCtor(roundBigToIncrement(BigIntCtor(offNs), 60000000000n, 'halfExpand')));
  const instantToString = (ns, tz, precision) => {
    const outTz = tz === undefined ? 'UTC' : tz;
    const off = offsetNsFor(outTz, ns);
    const dt = dateTimeFromEpochNs(ns + BigIntCtor(off));
    return fmtDate(dt.date) + 'T' + fmtTime(dt.time, precision) + (tz === undefined ? 'Z' : fmtOffsetRounded(off));
  };

  class Instant {
    constructor(epochNanoseconds) {
      if (new.target === undefined) throw new TypeError("Constructor Temporal.Instant requires 'new'");
      const ns = toBigInt(epochNanoseconds);
      if (!isValidEpochNs(ns)) throw rangeError('Instant outside of supported range.');
      stamp(this, K_INSTANT, { ns });
    }
    static from(item) { return createInstant(toInstantNs(item)); }
    static fromEpochMilliseconds(epochMilliseconds) {
      const x = +epochMilliseconds;
      if (!NumberIsFinite(x) || MathTrunc(x) !== x) throw rangeError('Expected finite integer.');
      return createInstant(BigIntCtor(x) * 1000000n);
    }
    static fromEpochNanoseconds(epochNanoseconds) { return createInstant(toBigInt(epochNanoseconds)); }
    static compare(one, two) { const a = toInstantNs(one), b = toInstantNs(two); return a < b ? -1 : a > b ? 1 : 0; }
    get epochMilliseconds() { return msOf(thisSlots(this, K_INSTANT, 'epochMilliseconds').ns); }
    get epochNanoseconds() { return thisSlots(this, K_INSTANT, 'epochNanoseconds').ns; }
    add(duration) { return addInstant(this, duration, 1, 'add'); }
    subtract(duration) { return addInstant(this, duration, -1, 'subtract'); }
    until(other, options = undefined) { return diffInstant(this, other, options, false, 'until'); }
    since(other, options = undefined) { return diffInstant(this, other, options, true, 'since'); }
    round(roundTo) {
      const r = thisSlots(this, K_INSTANT, 'round');
      const { inc, mode, smallest } = readRoundTo(roundTo);
      validateUnit(smallest, 'time', undefined, 'smallestUnit');
      validateIncrement(inc, MAX_INSTANT_INCREMENT[smallest], true);
      return createInstant(roundInstant(r.ns, inc, smallest, mode));
    }
    equals(other) { return thisSlots(this, K_INSTANT, 'equals').ns === toInstantNs(other); }
    toString(options = undefined) {
      const r = thisSlots(this, K_INSTANT, 'toString');
      const opts = getOptionsObject(options);
      const digits = getFractionalSecondDigits(opts);
      const mode = getRoundingMode(opts, 'trunc');
      const smallest = getToStringSmallest(opts);
      const tzv = opts.timeZone;
      validateToStringSmallest(smallest);
      const tz = tzv === undefined ? undefined : toTimeZoneId(tzv);
      const p = secondsPrecision(smallest, digits);
      return instantToString(roundInstant(r.ns, p.increment, p.unit, mode), tz, p.precision);
    }
    toJSON() { return instantToString(thisSlots(this, K_INSTANT, 'toJSON').ns, undefined, 'auto'); }
    toLocaleString(locales = undefined, options = undefined) {
      thisSlots(this, K_INSTANT, 'toLocaleString');
      return toLocale(this, locales, options, 'any', 'all');
    }
    valueOf() { throw new TypeError('Do not use Temporal.Instant.prototype.valueOf; use Temporal.Instant.prototype.compare for comparison.'); }
    toZonedDateTimeISO(timeZone) {
      const r = thisSlots(this, K_INSTANT, 'toZonedDateTimeISO');
      return createZoned(r.ns, toTimeZoneId(timeZone), 'iso8601');
    }
  }
  const addInstant = (self, duration, sign, name) => {
    const r = thisSlots(self, K_INSTANT, name);
    const d = signed(toDurationRecord(duration), sign);
    if (isDateUnit(defaultLargestUnit(d))) throw rangeError('Cannot add days, weeks, months or years to an Instant.');
    return createInstant(checkEpochNs(r.ns + toInternal24(d).time));
  };
  const diffInstant = (self, other, options, since, name) => {
    const r = thisSlots(self, K_INSTANT, name);
    const o = toInstantNs(other);
    const s = getDifferenceSettings(since, getOptionsObject(options), 'time', [], NS, SECOND);
    const t = roundTimeDuration(o - r.ns, s.increment, s.smallest, s.mode);
    const res = durationFromInternal(combine(ZERO_DATE, t), s.largest);
    return createDuration(since ? negateDuration(res) : res);
  };

  // InterpretISODateTimeOffset; time undefined is the start of the day
  const interpretDateTimeOffset = (date, time, behaviour, offNs, tz, disambiguation, offsetOption, matchMinutes) => {
    if (time === undefined) return startOfDay(tz, date);
    if (behaviour === 'wall' || behaviour === 'option' && offsetOption === 'ignore') {
      checkDateTimeLimits(date, time);
      return epochNsFor(tz, date, time, disambiguation);
    }
    if (behaviour === 'exact' || behaviour === 'option' && offsetOption === 'use') {
      if (MathAbs(epochDays(date.y, date.m, date.d)) > 100000001) throw rangeError('DateTime outside of supported range.');
      return checkEpochNs(utcEpochNs(date, time) - BigIntCtor(offNs));
    }
    // CheckISODaysRange of the wall-clock date: prefer and reject compare
    // the offset with the zone's, which needs the date itself in range
    if (MathAbs(epochDays(date.y, date.m, date.d)) > 100000000) throw rangeError('DateTime outside of supported range.');
    checkDateTimeLimits(date, time);
    const utc = utcEpochNs(date, time);
    const possible = possibleEpochNs(tz, date, time);
    for (let i = 0; i < possible.length; i++) {
      const c = possible[i], co = utc - c;
      if (co === BigIntCtor(offNs)) return c;
      if (matchMinutes && roundBigToIncrement(co, 60000000000n, 'halfExpand') === BigIntCtor(offNs)) return c;
    }
    if (offsetOption === 'reject') throw rangeError('The offset does not match the time zone.');
    return disambiguate(possible, tz, date, time, disambiguation);
  };
  const ZONED_NAMES = ['year', 'month', 'monthCode', 'day', 'hour', 'minute', 'second', 'millisecond', 'microsecond', 'nanosecond', 'offset', 'timeZone'];
  // ToTemporalZonedDateTime: { ns, tz, cal }
  const toZoned = (item, options) => {
    let behaviour = 'option', matchMinutes = false, date, time, tz, offStr, offNs, cal, dis, offOpt;
    if (isObject(item)) {
      const z = slotsOf(item, K_ZONED);
      if (z) {
        const o = getOptionsObject(options);
        getDisambiguation(o); getOffsetOption(o, 'reject'); getOverflow(o);
        return z;
      }
      cal = calendarOfItem(item);
      const f = prepareFields(item, ZONED_NAMES, ['timeZone'], cal);
      tz = f.timeZone; offStr = f.offset;
      const o = getOptionsObject(options);
      dis = getDisambiguation(o); offOpt = getOffsetOption(o, 'reject');
      const overflow = getOverflow(o);
      date = calDateFromFields(cal, f, overflow);
      time = timeFromFields(f, overflow);
      if (offStr === undefined) behaviour = 'wall';
      else offNs = parseOffsetString(offStr);
    } else {
      if (typeof item !== 'string') throw typeError('ZonedDateTime argument must be object or string.');
      const r = parseISO(item, 'zoned');
      tz = toZoneId(r.tz);
      if (r.z) behaviour = 'exact';
      else if (r.offset === undefined) behaviour = 'wall';
      cal = r.cal === undefined ? 'iso8601' : canonCalendar(r.cal);
      matchMinutes = r.offset !== undefined && !r.offsetSubMinute;
      offNs = r.offsetNs;
      const o = getOptionsObject(options);
      dis = getDisambiguation(o); offOpt = getOffsetOption(o, 'reject'); getOverflow(o);
      date = r.date;
      time = r.hasTime ? r.time : undefined;
    }
    const ns = interpretDateTimeOffset(date, time, behaviour, behaviour === 'option' ? offNs : 0, tz, dis, offOpt, matchMinutes);
    return { ns, tz, cal };
  };
  // the time zone argument of a constructor: an identifier, not a string to parse
  const ctorTimeZone = (v) => {
    if (typeof v !== 'string') throw typeError('Time zone must be a string.');
    if (RE_TZ_OFFSET.test(v)) {
      const c = canonZone(v);
      if (c !== undefined) return c;
    }
    if (!RE_TZ_NAME.test(v)) throw rangeError(`Invalid time zone: ${v}`);
    return toZoneId(v);
  };

  const ZONED_LOCALE_FIELDS = ['dateStyle', 'timeStyle', 'weekday', 'era', 'year', 'month', 'day', 'dayPeriod', 'hour', 'minute', 'second', 'fractionalSecondDigits', 'timeZoneName'];

  class ZonedDateTime {
    constructor(epochNanoseconds, timeZone, calendar = undefined) {
      if (new.target === undefined) throw new TypeError("Constructor Temporal.ZonedDateTime requires 'new'");
      const ns = toBigInt(epochNanoseconds);
      if (!isValidEpochNs(ns)) throw rangeError('Instant outside of supported range.');
      const tz = ctorTimeZone(timeZone);
      const cal = ctorCalendar(calendar);
      stamp(this, K_ZONED, { ns, tz, cal });
    }
    static from(item, options = undefined) { const r = toZoned(item, options); return createZoned(r.ns, r.tz, r.cal); }
    static compare(one, two) { const a = toZoned(one).ns, b = toZoned(two).ns; return a < b ? -1 : a > b ? 1 : 0; }
    get timeZoneId() { return thisSlots(this, K_ZONED, 'timeZoneId').tz; }
    get epochMilliseconds() { return msOf(thisSlots(this, K_ZONED, 'epochMilliseconds').ns); }
    get epochNanoseconds() { return thisSlots(this, K_ZONED, 'epochNanoseconds').ns; }
    get offsetNanoseconds() { const r = thisSlots(this, K_ZONED, 'offsetNanoseconds'); return offsetNsFor(r.tz, r.ns); }
    get offset() { const r = thisSlots(this, K_ZONED, 'offset'); return fmtOffsetNs(offsetNsFor(r.tz, r.ns)); }
    get hoursInDay() {
      const r = thisSlots(this, K_ZONED, 'hoursInDay');
      const d = dateTimeFor(r.tz, r.ns).date;
      const a = startOfDay(r.tz, d), b = startOfDay(r.tz, balanceDate(d.y, d.m, d.d + 1));
      return totalTimeDuration(b - a, HOUR);
    }
    with(temporalZonedDateTimeLike, options = undefined) {
      const r = thisSlots(this, K_ZONED, 'with');
      const like = withArg(temporalZonedDateTimeLike);
      const off = offsetNsFor(r.tz, r.ns);
      const dt = dateTimeFor(r.tz, r.ns);
      const p = prepareFields(like, ZONED_NAMES.filter((x) => x !== 'timeZone'), 'partial', r.cal);
      const f = calMergeFields(r.cal, dt.date, p, DATE_NAMES);
      const t = dt.time;
      const g = (k, v) => (p[k] === undefined ? v : p[k]);
      const offStr = g('offset', fmtOffsetNs(off));
      const o = getOptionsObject(options);
      const dis = getDisambiguation(o), offOpt = getOffsetOption(o, 'prefer'), overflow = getOverflow(o);
      const date = calDateFromFields(r.cal, f, overflow);
      const time = regulateTime(g('hour', t.h), g('minute', t.mi), g('second', t.s), g('millisecond', t.ms), g('microsecond', t.us), g('nanosecond', t.ns), overflow);
      const ns = interpretDateTimeOffset(date, time, 'option', parseOffsetString(offStr), r.tz, dis, offOpt, false);
      return createZoned(ns, r.tz, r.cal);
    }
    withPlainTime(plainTimeLike = undefined) {
      const r = thisSlots(this, K_ZONED, 'withPlainTime');
      const dt = dateTimeFor(r.tz, r.ns);
      if (plainTimeLike === undefined) return createZoned(startOfDay(r.tz, dt.date), r.tz, r.cal);
      const t = toTime(plainTimeLike);
      checkDateTimeLimits(dt.date, t);
      return createZoned(epochNsFor(r.tz, dt.date, t, 'compatible'), r.tz, r.cal);
    }
    withTimeZone(timeZoneLike) { const r = thisSlots(this, K_ZONED, 'withTimeZone'); return createZoned(r.ns, toTimeZoneId(timeZoneLike), r.cal); }
    withCalendar(calendar) {
      const r = thisSlots(this, K_ZONED, 'withCalendar');
      if (calendar === undefined) throw typeError('A calendar is required.');
      return createZoned(r.ns, r.tz, toCalendarId(calendar));
    }
    add(duration, options = undefined) { return addZoned(this, duration, options, 1, 'add'); }
    subtract(duration, options = undefined) { return addZoned(this, duration, options, -1, 'subtract'); }
    until(other, options = undefined) { return diffZoned(this, other, options, false, 'until'); }
    since(other, options = undefined) { return diffZoned(this, other, options, true, 'since'); }
    round(roundTo) {
      const r = thisSlots(this, K_ZONED, 'round');
      const { inc, mode, smallest } = readRoundTo(roundTo);
      validateUnit(smallest, 'time', [DAY], 'smallestUnit');
      if (smallest === DAY) validateIncrement(inc, 1, true);
      else validateIncrement(inc, MAX_INCREMENT[smallest], false);
      if (smallest === NS && inc === 1) return createZoned(r.ns, r.tz, r.cal);
      const dt = dateTimeFor(r.tz, r.ns);
      let ns;
      if (smallest === DAY) {
        const start = startOfDay(r.tz, dt.date);
        const end = startOfDay(r.tz, balanceDate(dt.date.y, dt.date.m, dt.date.d + 1));
        ns = start + roundBigToIncrement(r.ns - start, end - start, mode);
      } else {
        const rt = roundTime(dt.time, inc, smallest, mode);
        const date = balanceDate(dt.date.y, dt.date.m, dt.date.d + rt.days);
        ns = interpretDateTimeOffset(date, rt.time, 'option', offsetNsFor(r.tz, r.ns), r.tz, 'compatible', 'prefer', false);
      }
      return createZoned(ns, r.tz, r.cal);
    }
    equals(other) {
      const r = thisSlots(this, K_ZONED, 'equals');
      const o = toZoned(other);
      return r.ns === o.ns && zonesEqual(r.tz, o.tz) && r.cal === o.cal;
    }
    toString(options = undefined) {
      const r = thisSlots(this, K_ZONED, 'toString');
      const opts = getOptionsObject(options);
      const show = getCalendarNameOption(opts);
      const digits = getFractionalSecondDigits(opts);
      const showOffset = getStringOption(opts, 'offset', ['auto', 'never'], 'auto');
      const mode = getRoundingMode(opts, 'trunc');
      const smallest = getToStringSmallest(opts);
      const showTz = getStringOption(opts, 'timeZoneName', ['auto', 'never', 'critical'], 'auto');
      validateToStringSmallest(smallest);
      const p = secondsPrecision(smallest, digits);
      return zonedToString(r, p.precision, show, showTz, showOffset, p.increment, p.unit, mode);
    }
    toJSON() { return zonedToString(thisSlots(this, K_ZONED, 'toJSON'), 'auto', 'auto', 'auto', 'auto', 1, NS, 'trunc'); }
    toLocaleString(locales = undefined, options = undefined) {
      const r = thisSlots(this, K_ZONED, 'toLocaleString');
      // as node: the options are copied, the zone is the object's (a
      // timeZone option is a TypeError), and with no date or time field
      // asked for, the defaults include the zone's short name
      const o = ObjectCreate(null);
      if (options !== undefined) {
        const given = getOptionsObject(options);
        for (const k in given) o[k] = given[k];
      }
      if (o.timeZone !== undefined) throw new TypeError(`Invalid time zone specified: ${r.tz}`);
      let fields = false;
      for (let i = 0; i < ZONED_LOCALE_FIELDS.length; i++) if (o[ZONED_LOCALE_FIELDS[i]] !== undefined) fields = true;
      if (!fields) { o.year = o.month = o.day = 'numeric'; o.hour = 'numeric'; o.minute = o.second = '2-digit'; o.timeZoneName = 'short'; }
      o.timeZone = r.tz;
      const dtf = new Intl.DateTimeFormat(locales, o);
      if (r.cal !== 'iso8601' && r.cal !== dtf.resolvedOptions().calendar) throw new RangeError('Mismatched calendars.');
      return dtf.format(createInstant(r.ns));
    }
    valueOf() { throw new TypeError('Do not use Temporal.ZonedDateTime.prototype.valueOf; use Temporal.ZonedDateTime.prototype.compare for comparison.'); }
    startOfDay() {
      const r = thisSlots(this, K_ZONED, 'startOfDay');
      return createZoned(startOfDay(r.tz, dateTimeFor(r.tz, r.ns).date), r.tz, r.cal);
    }
    getTimeZoneTransition(directionParam) {
      const r = thisSlots(this, K_ZONED, 'getTimeZoneTransition');
      if (directionParam === undefined) throw typeError('A direction is required.');
      let opts;
      if (typeof directionParam === 'string') { opts = ObjectCreate(null); opts.direction = directionParam; } else opts = getOptionsObject(directionParam);
      const dir = getStringOption(opts, 'direction', ['next', 'previous'], undefined);
      if (dir === undefined) throw rangeError('direction is required.');
      const t = transitionNs(r.tz, r.ns, dir === 'next');
      return t === null ? null : createZoned(t, r.tz, r.cal);
    }
    toInstant() { return createInstant(thisSlots(this, K_ZONED, 'toInstant').ns); }
    toPlainDate() { const r = thisSlots(this, K_ZONED, 'toPlainDate'); return createDate(dateTimeFor(r.tz, r.ns).date, r.cal); }
    toPlainTime() { const r = thisSlots(this, K_ZONED, 'toPlainTime'); return createTime(dateTimeFor(r.tz, r.ns).time); }
    toPlainDateTime() { const r = thisSlots(this, K_ZONED, 'toPlainDateTime'); const dt = dateTimeFor(r.tz, r.ns); return createDateTime(dt.date, dt.time, r.cal); }
  }
  const zonedToString = (r, precision, show, showTz, showOffset, inc, unit, mode) => {
    const ns = roundInstant(r.ns, inc, unit, mode);
    const off = offsetNsFor(r.tz, ns);
    const dt = dateTimeFromEpochNs(ns + BigIntCtor(off));
    let s = fmtDate(dt.date) + 'T' + fmtTime(dt.time, precision);
    if (showOffset !== 'never') s += fmtOffsetRounded(off);
    if (showTz !== 'never') s += '[' + (showTz === 'critical' ? '!' : '') + r.tz + ']';
    return s + fmtCalendar(r.cal, show);
  };
  const addZoned = (self, duration, options, sign, name) => {
    const r = thisSlots(self, K_ZONED, name);
    const d = signed(toDurationRecord(duration), sign);
    const overflow = readOverflow(options);
    return createZoned(addZonedDateTime(r.ns, r.tz, r.cal, toInternal(d), overflow), r.tz, r.cal);
  };
  const diffZoned = (self, other, options, since, name) => {
    const r = thisSlots(self, K_ZONED, name);
    const o = toZoned(other);
    sameCalendar(r.cal, o.cal);
    const s = getDifferenceSettings(since, getOptionsObject(options), 'datetime', [], NS, HOUR);
    let res;
    if (!isDateUnit(s.largest)) {
      const t = roundTimeDuration(o.ns - r.ns, s.increment, s.smallest, s.mode);
      res = durationFromInternal(combine(ZERO_DATE, t), s.largest);
    } else {
      if (!zonesEqual(r.tz, o.tz)) throw rangeError('Time zones do not match; cannot compute a difference in calendar units.');
      if (r.ns === o.ns) return createDuration(makeDurationRecord(0, 0, 0, 0, 0, 0, 0, 0, 0, 0));
      const ir = differenceZonedDateTimeWithRounding(r.ns, o.ns, r.tz, r.cal, s.largest, s.increment, s.smallest, s.mode);
      res = durationFromInternal(ir, HOUR);
    }
    return createDuration(since ? negateDuration(res) : res);
  };

  // ---- Temporal.Now -------------------------------------------------------------------

  const nowNs = () => BigIntCtor(n.nowNs());
  const systemZone = () => {
    const z = n.tzDefault ? n.tzDefault() : 'UTC';
    const c = canonZone(z);
    return c === undefined ? 'UTC' : primaryZone(c);
  };
  const nowZone = (tz) => (tz === undefined ? systemZone() : toTimeZoneId(tz));
  const nowDateTime = (tz) => dateTimeFor(nowZone(tz), nowNs());
  const Now = {
    instant() { return createInstant(nowNs()); },
    timeZoneId() { return systemZone(); },
    zonedDateTimeISO(temporalTimeZoneLike = undefined) { return createZoned(nowNs(), nowZone(temporalTimeZoneLike), 'iso8601'); },
    plainDateTimeISO(temporalTimeZoneLike = undefined) { const dt = nowDateTime(temporalTimeZoneLike); return createDateTime(dt.date, dt.time, 'iso8601'); },
    plainDateISO(temporalTimeZoneLike = undefined) { return createDate(nowDateTime(temporalTimeZoneLike).date, 'iso8601'); },
    plainTimeISO(temporalTimeZoneLike = undefined) { return createTime(nowDateTime(temporalTimeZoneLike).time); },
  };
