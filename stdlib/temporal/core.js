  // stdlib/temporal/core.js — the first part of Temporal (tc39
  // proposal-temporal, as node 26 has it), written in JavaScript:
  // tools/embed_js.py joins stdlib/intl/prelude.js (the function's
  // opening, shared with Intl), core.js, parse.js, calendar.js,
  // duration.js, plain.js, zoned.js and install.js (in that order,
  // Makefile TEMPORAL_JS) into one function literal that stdlib/temporal/temporal.c compiles when a script
  // first names Temporal, and calls with the natives of temporal.c (n.*:
  // the clock, IANA time zone offsets and transitions through ICU).
  //
  // This part: internal slots, option reading, ISO date and time
  // arithmetic, rounding, and time zones. Epoch nanoseconds and time
  // durations are BigInts (the spec's exact integers); calendar fields
  // are Numbers, as the spec keeps them within 2^53.
  //
  // Internal slots live in a WeakMap keyed by the object (Slots), so a
  // script can neither see nor forge them; each object has a kind (one of
  // the K_* strings) and a record. Error texts follow node's
  // ("Temporal error: ...") where they are fixed strings.
  // not Math.sign (nor Math.trunc, Number.isFinite: prelude.js): a script
  // may have replaced them before its first use of Temporal loaded this library
  const MathSign = (x) => (x > 0 ? 1 : x < 0 ? -1 : x);

  const rangeError = (msg) => new RangeError('Temporal error: ' + msg);
  const typeError = (msg) => new TypeError('Temporal error: ' + msg);

  // ---- internal slots --------------------------------------------------------------

  // kind and record of every Temporal object: a WeakMap (its methods bound
  // now, so a script that changes WeakMap.prototype changes nothing here).
  // Not private fields: `#x in proxy` reaches the proxy's traps in tarn.
  const slotMap = new WeakMap();
  const slotGet = WeakMap.prototype.get.bind(slotMap);
  const slotSet = WeakMap.prototype.set.bind(slotMap);
  const Slots = {
    of(o, kind) {
      if (typeof o !== 'object' || o === null) return undefined;
      const s = slotGet(o);
      return s !== undefined && s.kind === kind ? s.rec : undefined;
    },
    kind(o) {
      if (typeof o !== 'object' || o === null) return undefined;
      const s = slotGet(o);
      return s === undefined ? undefined : s.kind;
    },
  };
  const K_DURATION = 'Duration', K_TIME = 'PlainTime', K_DATE = 'PlainDate', K_DATETIME = 'PlainDateTime';
  const K_YEARMONTH = 'PlainYearMonth', K_MONTHDAY = 'PlainMonthDay', K_INSTANT = 'Instant', K_ZONED = 'ZonedDateTime';
  const slotsOf = (o, kind) => Slots.of(o, kind);
  // the record of `o` when it is a `kind`, else a TypeError naming the method
  const thisSlots = (o, kind, method) => {
    const r = Slots.of(o, kind);
    if (r === undefined) {
      let t;
      if (o === null) t = 'null';
      else if (typeof o === 'object' || typeof o === 'function') {
        // V8's text: [object Tag] when there is a tag, else #<Constructor>
        let tag, ctor;
        try { tag = o[symToStringTag]; ctor = o.constructor; } catch { /* as if absent */ }
        if (typeof tag === 'string') t = `[object ${tag}]`;
        else t = '#<' + (typeof ctor === 'function' && typeof ctor.name === 'string' && ctor.name ? ctor.name : 'Object') + '>';
      }
      else if (typeof o === 'symbol') t = o.toString();
      else t = StringCtor(o);
      throw new TypeError(`Method Temporal.${kind}.prototype.${method} called on incompatible receiver ${t}`);
    }
    return r;
  };
  // the object made by a constructor: new.target's prototype (the
  // constructors are classes, so this is `this`), stamped with the record
  const stamp = (o, kind, rec) => { slotSet(o, { kind, rec }); return o; };
  const protos = ObjectCreate(null); // kind -> prototype, set by install.js
  const create = (kind, rec) => stamp(ObjectCreate(protos[kind]), kind, rec);

  // ---- numbers ----------------------------------------------------------------------

  const bigAbs = (x) => (x < 0n ? -x : x);
  const bigSign = (x) => (x < 0n ? -1 : x > 0n ? 1 : 0);
  // floor division and modulo of BigInts
  const bigFloorDiv = (a, b) => { const q = a / b; return (a % b !== 0n && (a < 0n) !== (b < 0n)) ? q - 1n : q; };
  const bigMod = (a, b) => { const r = a % b; return r !== 0n && (r < 0n) !== (b < 0n) ? r + b : r; };
  const mod = (a, b) => { const r = a % b; return r < 0 ? r + b : r; };
  const floorDiv = (a, b) => MathFloor(a / b);
  // the number of bits of a non-negative BigInt
  const bigBitLength = (x) => {
    let n = 0;
    while (x >= 18446744073709551616n) { x >>= 64n; n += 64; }
    while (x > 0n) { x >>= 1n; n++; }
    return n;
  };
  // a/b as the nearest Number (ties to even), for exact rationals whose
  // parts may exceed 2^53: the quotient is taken to 54 or 55 bits, rounded
  // to 53 with the remainder as the sticky bit, then scaled by a power of
  // two (exact: results stay far from the subnormal and overflow ranges)
  const ratToNumber = (a, b) => {
    if (b < 0n) { a = -a; b = -b; }
    const lim = 9007199254740992n;
    if (bigAbs(a) <= lim && b <= lim) return NumberCtor(a) / NumberCtor(b);
    const neg = a < 0n;
    if (neg) a = -a;
    const shift = 54 - (bigBitLength(a) - bigBitLength(b));
    const n = shift > 0 ? a << BigIntCtor(shift) : a, d = shift < 0 ? b << BigIntCtor(-shift) : b;
    let q = n / d;
    const sticky = n % d !== 0n;
    const extra = bigBitLength(q) - 53;
    const half = 1n << BigIntCtor(extra - 1), low = q & ((1n << BigIntCtor(extra)) - 1n);
    q >>= BigIntCtor(extra);
    if (low > half || (low === half && (sticky || (q & 1n) === 1n))) q += 1n;
    const x = NumberCtor(q) * 2 ** (extra - shift);
    return neg ? -x : x;
  };

  // ToIntegerWithTruncation: RangeError for NaN and infinities
  const toIntegerWithTruncation = (v) => {
    const x = +v; // ToNumber: a BigInt is a TypeError
    if (!NumberIsFinite(x)) throw rangeError('Expected finite integer.');
    return MathTrunc(x) + 0;
  };
  const toPositiveIntegerWithTruncation = (v) => {
    const x = toIntegerWithTruncation(v);
    if (x <= 0) throw rangeError('Expected positive integer.');
    return x;
  };
  // ToIntegerIfIntegral: RangeError unless an integral Number
  const toIntegerIfIntegral = (v) => {
    const x = +v;
    if (!NumberIsFinite(x) || MathTrunc(x) !== x) throw rangeError('Expected finite integer.');
    return x + 0;
  };
  // the spec's "is an Object": functions are objects too
  const isObject = (v) => (typeof v === 'object' && v !== null) || typeof v === 'function';
  const ReflectApply = Reflect.apply;
  // ToPrimitive(v, hint): @@toPrimitive, else OrdinaryToPrimitive
  const toPrimitive = (v, hint) => {
    if (!isObject(v)) return v;
    const ex = v[Symbol.toPrimitive];
    if (ex !== undefined && ex !== null) {
      if (typeof ex !== 'function') throw new TypeError('Symbol.toPrimitive is not a function');
      const r = ReflectApply(ex, v, [hint]);
      if (isObject(r)) throw new TypeError('Cannot convert object to primitive value');
      return r;
    }
    const order = hint === 'string' ? ['toString', 'valueOf'] : ['valueOf', 'toString'];
    for (let i = 0; i < 2; i++) {
      const f = v[order[i]];
      if (typeof f === 'function') {
        const r = ReflectApply(f, v, []);
        if (!isObject(r)) return r;
      }
    }
    throw new TypeError('Cannot convert object to primitive value');
  };
  // ToPrimitive(v, string) that must give a String
  const toPrimitiveString = (v) => {
    v = toPrimitive(v, 'string');
    if (typeof v !== 'string') throw typeError('Expected a string.');
    return v;
  };

  // ---- options ----------------------------------------------------------------------

  const getOptionsObject = (o) => {
    if (o === undefined) return ObjectCreate(null);
    if (isObject(o)) return o;
    throw new TypeError('Temporal error: Options must be an object or undefined.');
  };
  // GetOption(options, prop, "string", values, fallback)
  const getStringOption = (options, prop, values, fallback, where) => {
    const v = options[prop];
    if (v === undefined) return fallback;
    const s = toStr(v);
    if (values !== undefined && !values.includes(s))
      throw new RangeError(`Value ${s} out of range for ${where || 'Temporal'} options property ${prop}`);
    return s;
  };
  const getOverflow = (options) => getStringOption(options, 'overflow', ['constrain', 'reject'], 'constrain');
  const getDisambiguation = (options) =>
    getStringOption(options, 'disambiguation', ['compatible', 'earlier', 'later', 'reject'], 'compatible');
  const getOffsetOption = (options, fallback) =>
    getStringOption(options, 'offset', ['prefer', 'use', 'ignore', 'reject'], fallback);
  const ROUNDING_MODES = ['ceil', 'floor', 'expand', 'trunc', 'halfCeil', 'halfFloor', 'halfExpand', 'halfTrunc', 'halfEven'];
  const getRoundingMode = (options, fallback) => getStringOption(options, 'roundingMode', ROUNDING_MODES, fallback);
  const getRoundingIncrement = (options) => {
    const v = options.roundingIncrement;
    if (v === undefined) return 1;
    const x = toIntegerWithTruncation(v);
    if (x < 1 || x > 1e9) throw rangeError('roundingIncrement is out of range.');
    return x;
  };
  const getFractionalSecondDigits = (options) => {
    const v = options.fractionalSecondDigits;
    if (v === undefined) return 'auto';
    if (typeof v !== 'number') {
      if (toStr(v) !== 'auto') throw rangeError('fractionalSecondDigits must be "auto" or 0 through 9.');
      return 'auto';
    }
    if (!NumberIsFinite(v)) throw rangeError('fractionalSecondDigits must be "auto" or 0 through 9.');
    const d = MathFloor(v);
    if (d < 0 || d > 9) throw rangeError('fractionalSecondDigits must be "auto" or 0 through 9.');
    return d;
  };
  const getCalendarNameOption = (options) =>
    getStringOption(options, 'calendarName', ['auto', 'always', 'never', 'critical'], 'auto');

  // units, largest first; the index is the spec's table order
  const UNITS = ['year', 'month', 'week', 'day', 'hour', 'minute', 'second', 'millisecond', 'microsecond', 'nanosecond'];
  const PLURAL = ['years', 'months', 'weeks', 'days', 'hours', 'minutes', 'seconds', 'milliseconds', 'microseconds', 'nanoseconds'];
  const YEAR = 0, MONTH = 1, WEEK = 2, DAY = 3, HOUR = 4, MINUTE = 5, SECOND = 6, MS = 7, US = 8, NS = 9;
  const UNSET = -1, AUTO = -2;
  const UNIT_NS = [0n, 0n, 0n, 86400000000000n, 3600000000000n, 60000000000n, 1000000000n, 1000000n, 1000n, 1n];
  const isCalendarUnit = (u) => u === YEAR || u === MONTH || u === WEEK;
  const isDateUnit = (u) => u <= DAY;
  const largerUnit = (a, b) => (a < b ? a : b);
  // GetTemporalUnitValuedOption: a unit index, AUTO, or `fallback` (UNSET,
  // or "required"); accepts singular and plural names
  const getUnitOption = (options, prop, fallback) => {
    const v = options[prop];
    if (v === undefined) {
      if (fallback === 'required') throw rangeError(`${prop} is required.`);
      return fallback;
    }
    const s = toStr(v);
    if (s === 'auto') return AUTO;
    let i = UNITS.indexOf(s);
    if (i < 0) i = PLURAL.indexOf(s);
    if (i < 0) throw new RangeError(`Value ${s} out of range for Temporal options property ${prop}`);
    return i;
  };
  // ValidateTemporalUnitValue(value, unitGroup, extraValues)
  const validateUnit = (u, group, extra, prop) => {
    if (u === UNSET) return;
    if (extra && extra.includes(u)) return;
    if (u === AUTO) throw rangeError(`auto is not a valid value for ${prop}.`);
    if (group === 'date' && u > DAY || group === 'time' && u < HOUR)
      throw rangeError(`${UNITS[u]} is not a valid value for ${prop}.`);
  };
  const MAX_INCREMENT = [undefined, undefined, undefined, undefined, 24, 60, 60, 1000, 1000, 1000];
  const validateIncrement = (inc, dividend, inclusive) => {
    const max = inclusive ? dividend : dividend - 1;
    if (inc > max) throw rangeError('roundingIncrement is out of range.');
    if (dividend % inc !== 0) throw rangeError('roundingIncrement does not divide evenly.');
  };

  // GetDifferenceSettings(operation, options, unitGroup, disallowed, fallbackSmallest, smallestLargestDefault)
  const getDifferenceSettings = (since, options, group, disallowed, fallbackSmallest, smallestLargestDefault) => {
    let largest = getUnitOption(options, 'largestUnit', UNSET);
    const increment = getRoundingIncrement(options);
    let mode = getRoundingMode(options, 'trunc');
    let smallest = getUnitOption(options, 'smallestUnit', UNSET);
    validateUnit(largest, group, [AUTO], 'largestUnit');
    if (largest === UNSET) largest = AUTO;
    if (disallowed.includes(largest)) throw rangeError(`${UNITS[largest]} is not a valid value for largestUnit.`);
    validateUnit(smallest, group, undefined, 'smallestUnit');
    if (smallest === UNSET) smallest = fallbackSmallest;
    if (disallowed.includes(smallest)) throw rangeError(`${UNITS[smallest]} is not a valid value for smallestUnit.`);
    if (since) mode = negateMode(mode);
    const defLargest = largerUnit(smallestLargestDefault, smallest);
    if (largest === AUTO) largest = defLargest;
    if (largerUnit(largest, smallest) !== largest) throw rangeError('smallestUnit must be smaller than largestUnit.');
    const max = MAX_INCREMENT[smallest];
    if (max !== undefined) validateIncrement(increment, max, false);
    return { largest, smallest, mode, increment };
  };

  // ToSecondsStringPrecisionRecord(smallestUnit, fractionalDigitCount)
  const secondsPrecision = (smallest, digits) => {
    switch (smallest) {
      case MINUTE: return { precision: 'minute', unit: MINUTE, increment: 1 };
      case SECOND: return { precision: 0, unit: SECOND, increment: 1 };
      case MS: return { precision: 3, unit: MS, increment: 1 };
      case US: return { precision: 6, unit: US, increment: 1 };
      case NS: return { precision: 9, unit: NS, increment: 1 };
    }
    if (digits === 'auto') return { precision: 'auto', unit: NS, increment: 1 };
    if (digits === 0) return { precision: 0, unit: SECOND, increment: 1 };
    if (digits <= 3) return { precision: digits, unit: MS, increment: 10 ** (3 - digits) };
    if (digits <= 6) return { precision: digits, unit: US, increment: 10 ** (6 - digits) };
    return { precision: digits, unit: NS, increment: 10 ** (9 - digits) };
  };
  // the options of toString for types with a time: smallestUnit may not be hour
  // toString's smallestUnit: read with the other options, checked after
  // all are read (ValidateTemporalUnitValue(time), then no hour)
  const getToStringSmallest = (options) => getUnitOption(options, 'smallestUnit', UNSET);
  const validateToStringSmallest = (s) => {
    if (s === AUTO || s !== UNSET && s < MINUTE)
      throw rangeError(`${s === AUTO ? 'auto' : UNITS[s]} is not a valid value for smallestUnit.`);
  };

  // ---- rounding -----------------------------------------------------------------------

  const negateMode = (m) =>
    m === 'ceil' ? 'floor' : m === 'floor' ? 'ceil' : m === 'halfCeil' ? 'halfFloor' : m === 'halfFloor' ? 'halfCeil' : m;
  // GetUnsignedRoundingMode
  const unsignedMode = (mode, negative) => {
    switch (mode) {
      case 'ceil': return negative ? 'zero' : 'infinity';
      case 'floor': return negative ? 'infinity' : 'zero';
      case 'expand': return 'infinity';
      case 'trunc': return 'zero';
      case 'halfCeil': return negative ? 'half-zero' : 'half-infinity';
      case 'halfFloor': return negative ? 'half-infinity' : 'half-zero';
      case 'halfExpand': return 'half-infinity';
      case 'halfTrunc': return 'half-zero';
      default: return 'half-even';
    }
  };
  // ApplyUnsignedRoundingMode for x = r1 + num/den (0 <= num < den), with
  // r1 and r2 = r1 + 1 step; answers true when x rounds to r2
  const roundsUp = (num, den, umode, r1Even) => {
    if (num === 0n) return false;
    if (umode === 'zero') return false;
    if (umode === 'infinity') return true;
    const twice = num * 2n;
    if (twice < den) return false;
    if (twice > den) return true;
    if (umode === 'half-zero') return false;
    if (umode === 'half-infinity') return true;
    return !r1Even;
  };
  // RoundNumberToIncrement for a BigInt x and a BigInt increment
  const roundBigToIncrement = (x, inc, mode) => {
    const neg = x < 0n;
    const ax = neg ? -x : x;
    const q = ax / inc, r = ax % inc;
    const up = roundsUp(r, inc, unsignedMode(mode, neg), q % 2n === 0n);
    const rq = up ? q + 1n : q;
    return (neg ? -rq : rq) * inc;
  };
  // RoundNumberToIncrement for integral Numbers (calendar units)
  const roundNumToIncrement = (x, inc, mode) =>
    NumberCtor(roundBigToIncrement(BigIntCtor(x), BigIntCtor(inc), mode));

  // ---- ISO dates ---------------------------------------------------------------------

  const isLeap = (y) => y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0);
  const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  const daysInMonth = (y, m) => (m === 2 && isLeap(y) ? 29 : DAYS_IN_MONTH[m - 1]);
  const daysInYear = (y) => (isLeap(y) ? 366 : 365);
  // days since 1970-01-01 of a (proleptic Gregorian) date; exact for any
  // year a Temporal date may have
  const epochDays = (y, m, d) => {
    const yy = m <= 2 ? y - 1 : y;
    const era = floorDiv(yy, 400);
    const yoe = yy - era * 400;
    const mp = (m + 9) % 12;
    const doy = MathFloor((153 * mp + 2) / 5) + d - 1;
    const doe = yoe * 365 + MathFloor(yoe / 4) - MathFloor(yoe / 100) + doy;
    return era * 146097 + doe - 719468;
  };
  const dateFromEpochDays = (z) => {
    z += 719468;
    const era = floorDiv(z, 146097);
    const doe = z - era * 146097;
    const yoe = MathFloor((doe - MathFloor(doe / 1460) + MathFloor(doe / 36524) - MathFloor(doe / 146096)) / 365);
    const doy = doe - (365 * yoe + MathFloor(yoe / 4) - MathFloor(yoe / 100));
    const mp = MathFloor((5 * doy + 2) / 153);
    const d = doy - MathFloor((153 * mp + 2) / 5) + 1;
    const m = mp < 10 ? mp + 3 : mp - 9;
    return { y: yoe + era * 400 + (m <= 2 ? 1 : 0), m, d };
  };
  const isoDate = (y, m, d) => ({ y, m, d });
  const balanceDate = (y, m, d) => {
    if (d >= 1 && d <= 28 && m >= 1 && m <= 12) return { y, m, d };
    const b = balanceYearMonth(y, m);
    return dateFromEpochDays(epochDays(b.y, b.m, 1) + d - 1);
  };
  const balanceYearMonth = (y, m) => ({ y: y + floorDiv(m - 1, 12), m: mod(m - 1, 12) + 1 });
  const isValidDate = (y, m, d) => m >= 1 && m <= 12 && d >= 1 && d <= daysInMonth(y, m);
  // RegulateISODate; the year is an integer Number
  const regulateDate = (y, m, d, overflow) => {
    if (overflow === 'reject') {
      if (!isValidDate(y, m, d)) throw rangeError('Invalid ISO date.');
      return { y, m, d };
    }
    m = m < 1 ? 1 : m > 12 ? 12 : m;
    const dim = daysInMonth(y, m);
    d = d < 1 ? 1 : d > dim ? dim : d;
    return { y, m, d };
  };
  const compareDate = (a, b) => (a.y !== b.y ? (a.y < b.y ? -1 : 1) : a.m !== b.m ? (a.m < b.m ? -1 : 1) : a.d !== b.d ? (a.d < b.d ? -1 : 1) : 0);
  const dayOfWeek = (dt) => mod(epochDays(dt.y, dt.m, dt.d) + 3, 7) + 1; // 1970-01-01 was a Thursday
  const dayOfYear = (dt) => epochDays(dt.y, dt.m, dt.d) - epochDays(dt.y, 1, 1) + 1;
  // ISO week number and week-year: week 1 holds the year's first Thursday;
  // a year has 53 weeks when it starts on a Thursday, or on a Wednesday in
  // a leap year (its last day is then a Thursday or a Friday)
  const weeksInYear = (y) => {
    const jan1 = dayOfWeek({ y, m: 1, d: 1 });
    return jan1 === 4 || (jan1 === 3 && daysInYear(y) === 366) ? 53 : 52;
  };
  const weekOfYear = (dt) => {
    const doy = dayOfYear(dt), dow = dayOfWeek(dt);
    let week = MathFloor((doy - dow + 10) / 7);
    let year = dt.y;
    if (week < 1) {
      year--;
      week = weeksInYear(year);
    } else if (week > weeksInYear(year)) {
      week = 1;
      year++;
    }
    return { week, year };
  };

  // ---- ISO times --------------------------------------------------------------------

  const MIDNIGHT = { h: 0, mi: 0, s: 0, ms: 0, us: 0, ns: 0 };
  const NS_PER_DAY = 86400000000000n;
  const timeToNs = (t) => BigIntCtor(((t.h * 60 + t.mi) * 60 + t.s) * 1e3 + t.ms) * 1000000n + BigIntCtor(t.us * 1e3 + t.ns);
  // BalanceTime of a BigInt count of nanoseconds: { days, time }
  const balanceTimeNs = (total) => {
    const days = bigFloorDiv(total, NS_PER_DAY);
    let r = NumberCtor(total - days * NS_PER_DAY);
    const ns = r % 1000; r = (r - ns) / 1000;
    const us = r % 1000; r = (r - us) / 1000;
    const ms = r % 1000; r = (r - ms) / 1000;
    const s = r % 60; r = (r - s) / 60;
    const mi = r % 60;
    const h = (r - mi) / 60;
    return { days: NumberCtor(days), time: { h, mi, s, ms, us, ns } };
  };
  const isValidTime = (h, mi, s, ms, us, ns) =>
    h >= 0 && h <= 23 && mi >= 0 && mi <= 59 && s >= 0 && s <= 59 && ms >= 0 && ms <= 999 && us >= 0 && us <= 999 && ns >= 0 && ns <= 999;
  const clamp = (x, lo, hi) => (x < lo ? lo : x > hi ? hi : x);
  const regulateTime = (h, mi, s, ms, us, ns, overflow) => {
    if (overflow === 'reject') {
      if (!isValidTime(h, mi, s, ms, us, ns)) throw rangeError('Invalid time.');
      return { h, mi, s, ms, us, ns };
    }
    return { h: clamp(h, 0, 23), mi: clamp(mi, 0, 59), s: clamp(s, 0, 59), ms: clamp(ms, 0, 999), us: clamp(us, 0, 999), ns: clamp(ns, 0, 999) };
  };
  const compareTime = (a, b) => {
    const x = timeToNs(a), y = timeToNs(b);
    return x < y ? -1 : x > y ? 1 : 0;
  };
  // AddTime: a time plus a time duration (BigInt ns): { days, time }
  const addTime = (t, d) => balanceTimeNs(timeToNs(t) + d);
  // RoundTime(time, increment, unit, roundingMode): { days, time }
  const roundTime = (t, inc, unit, mode) => {
    const total = timeToNs(t);
    const len = unit === DAY ? NS_PER_DAY : UNIT_NS[unit];
    return balanceTimeNs(roundBigToIncrement(total, len * BigIntCtor(inc), mode));
  };

  // ---- date-times and epoch nanoseconds -----------------------------------------------

  const NS_MAX = 8640000000000000000000n; // 10^8 days from the epoch
  const NS_MIN = -NS_MAX;
  const isValidEpochNs = (ns) => ns >= NS_MIN && ns <= NS_MAX;
  // GetUTCEpochNanoseconds of { date, time }
  const utcEpochNs = (date, time) => BigIntCtor(epochDays(date.y, date.m, date.d)) * NS_PER_DAY + timeToNs(time);
  // ISODateTimeWithinLimits: one day beyond the instant range either way
  const dateTimeWithinLimits = (date, time) => {
    if (MathAbs(epochDays(date.y, date.m, date.d)) > 100000001) return false;
    const ns = utcEpochNs(date, time);
    return ns > NS_MIN - NS_PER_DAY && ns < NS_MAX + NS_PER_DAY;
  };
  const NOON = { h: 12, mi: 0, s: 0, ms: 0, us: 0, ns: 0 };
  const dateWithinLimits = (date) => dateTimeWithinLimits(date, NOON);
  const checkDateTimeLimits = (date, time) => {
    if (!dateTimeWithinLimits(date, time)) throw rangeError('DateTime outside of supported range.');
  };
  const checkDateLimits = (date) => {
    if (!dateWithinLimits(date)) throw rangeError('Date outside of supported range.');
  };
  const dateTimeFromEpochNs = (ns) => {
    const days = bigFloorDiv(ns, NS_PER_DAY);
    const b = balanceTimeNs(ns - days * NS_PER_DAY);
    return { date: dateFromEpochDays(NumberCtor(days)), time: b.time };
  };
  const compareDateTime = (a, b) => compareDate(a.date, b.date) || compareTime(a.time, b.time);

  // ---- time zones ---------------------------------------------------------------------
  // A time zone is its identifier: "UTC", an offset "+hh:mm" (minutes
  // precision, as the spec allows for zones), or an IANA name as ICU
  // spells it canonically. Offsets are in nanoseconds (Numbers).

  const OFFSET_ZONE_RE = /^([+-])([01]\d|2[0-3])(?::?([0-5]\d))?$/;
  const fmtOffsetMinutes = (ns) => {
    const sign = ns < 0 ? '-' : '+';
    const m = MathAbs(ns) / 6e10;
    return sign + StringCtor(MathFloor(m / 60)).padStart(2, '0') + ':' + StringCtor(m % 60).padStart(2, '0');
  };
  // FormatUTCOffsetNanoseconds: seconds and fraction only when nonzero
  const fmtOffsetNs = (ns) => {
    const sign = ns < 0 ? '-' : '+';
    const a = MathAbs(ns);
    const h = MathFloor(a / 3.6e12), mi = MathFloor(a / 6e10) % 60, s = MathFloor(a / 1e9) % 60, f = a % 1e9;
    let r = sign + StringCtor(h).padStart(2, '0') + ':' + StringCtor(mi).padStart(2, '0');
    if (s || f) {
      r += ':' + StringCtor(s).padStart(2, '0');
      if (f) r += '.' + StringCtor(f).padStart(9, '0').replace(/0+$/, '');
    }
    return r;
  };
  const offsetZoneNs = (id) => {
    const m = OFFSET_ZONE_RE.exec(id);
    return (m[1] === '-' ? -1 : 1) * (NumberCtor(m[2]) * 60 + NumberCtor(m[3] || 0)) * 6e10;
  };
  const isOffsetZone = (id) => id[0] === '+' || id[0] === '-';
  // upper-cased identifier -> ICU's spelling, made on the first named zone
  let zoneIds;
  // the case-normalized spelling of an identifier (links kept, as the
  // spec asks), or undefined when unknown
  const canonZone = (id) => {
    const up = id.toUpperCase();
    if (up === 'UTC') return 'UTC';
    if (OFFSET_ZONE_RE.test(id)) return fmtOffsetMinutes(offsetZoneNs(id));
    if (zoneIds === undefined) {
      zoneIds = new Map();
      const ids = n.tzIds();
      for (let i = 0; i < ids.length; i++) zoneIds.set(ids[i].toUpperCase(), ids[i]);
    }
    return zoneIds.get(up);
  };
  // the primary identifier of a zone: links resolved, and the zones that
  // are UTC under other names (Etc/UTC, Etc/GMT, GMT) are "UTC"
  const primaryZone = (id) => {
    if (id === 'UTC' || isOffsetZone(id)) return id;
    const c = n.tzCanon(id);
    if (c === undefined) return id;
    return c === 'Etc/UTC' || c === 'Etc/GMT' || c === 'GMT' ? 'UTC' : c;
  };
  // TimeZoneEquals: the same primary identifier
  const zonesEqual = (a, b) => a === b || primaryZone(a) === primaryZone(b);
  // ToTemporalTimeZoneIdentifier for a string already parsed as a zone
  const toZoneId = (id) => {
    const c = canonZone(id);
    if (c === undefined) throw rangeError('Unknown time zone identifier');
    return c;
  };
  const isFixedZone = (id) => isOffsetZone(id) || id === 'UTC';
  const msOf = (ns) => NumberCtor(bigFloorDiv(ns, 1000000n));
  // GetOffsetNanosecondsFor
  const offsetNsFor = (tz, ns) => {
    if (isOffsetZone(tz)) return offsetZoneNs(tz);
    if (isFixedZone(tz)) return 0;
    return n.tzOffset(tz, msOf(ns)) * 1e6;
  };
  const dateTimeFor = (tz, ns) => dateTimeFromEpochNs(ns + BigIntCtor(offsetNsFor(tz, ns)));
  // GetPossibleEpochNanoseconds: the instants whose wall clock in tz is
  // this date-time (zero, one or two of them), ascending
  const possibleEpochNs = (tz, date, time) => {
    const local = utcEpochNs(date, time);
    let r;
    if (isFixedZone(tz)) {
      r = [local - BigIntCtor(offsetNsFor(tz, 0n))];
    } else {
      // the offsets in force a day either side are the only candidates
      const o1 = offsetNsFor(tz, local - NS_PER_DAY), o2 = offsetNsFor(tz, local + NS_PER_DAY);
      // (array literals, not push: no setter a script put on an index runs)
      const c1 = local - BigIntCtor(o1), c2 = local - BigIntCtor(o2);
      const ok1 = offsetNsFor(tz, c1) === o1, ok2 = o1 !== o2 && offsetNsFor(tz, c2) === o2;
      r = ok1 && ok2 ? (c1 > c2 ? [c2, c1] : [c1, c2]) : ok1 ? [c1] : ok2 ? [c2] : [];
    }
    for (let i = 0; i < r.length; i++) if (!isValidEpochNs(r[i])) throw rangeError('DateTime outside of supported range.');
    return r;
  };
  // DisambiguatePossibleEpochNanoseconds
  const disambiguate = (possible, tz, date, time, disambiguation) => {
    if (possible.length === 1) return possible[0];
    if (possible.length === 2) {
      if (disambiguation === 'earlier' || disambiguation === 'compatible') return possible[0];
      if (disambiguation === 'later') return possible[1];
      throw rangeError('Ambiguous local time in the time zone.');
    }
    if (disambiguation === 'reject') throw rangeError('Local time does not exist in the time zone.');
    const local = utcEpochNs(date, time);
    const before = offsetNsFor(tz, local - NS_PER_DAY), after = offsetNsFor(tz, local + NS_PER_DAY);
    const shift = BigIntCtor(after - before);
    if (disambiguation === 'earlier') {
      const e = dateTimeFromEpochNs(local - shift);
      return possibleEpochNs(tz, e.date, e.time)[0];
    }
    const l = dateTimeFromEpochNs(local + shift);
    const p = possibleEpochNs(tz, l.date, l.time);
    return p[p.length - 1];
  };
  // GetEpochNanosecondsFor
  const epochNsFor = (tz, date, time, disambiguation) =>
    disambiguate(possibleEpochNs(tz, date, time), tz, date, time, disambiguation);
  // GetStartOfDay
  const startOfDay = (tz, date) => {
    const p = possibleEpochNs(tz, date, MIDNIGHT);
    if (p.length) return p[0];
    // midnight is skipped: the day starts at the zone's first transition
    // after the instant a day before midnight read as UTC (transitionNs,
    // zoned.js: nanoseconds in and out)
    const local = utcEpochNs(date, MIDNIGHT);
    return transitionNs(tz, local - NS_PER_DAY, true);
  };
  const checkEpochNs = (ns) => {
    if (!isValidEpochNs(ns)) throw rangeError('Instant outside of supported range.');
    return ns;
  };
