  // ---- stdlib/temporal/install.js: the Temporal namespace ----------------------------------
  // Getters the classes share, @@toStringTag, and the namespace object
  // (its keys in node's order). Returns { Temporal, instantFromMs }.

  // the ZonedDateTime getters of its wall-clock fields
  const zonedGetter = (name, fn) => {
    const g = { get [name]() { const r = thisSlots(this, K_ZONED, name); const dt = dateTimeFor(r.tz, r.ns); return fn({ date: dt.date, time: dt.time, cal: r.cal }); } };
    ObjectDefineProperty(ZonedDateTime.prototype, name, { get: Object.getOwnPropertyDescriptor(g, name).get, enumerable: false, configurable: true });
  };
  const installDateGetters = (C, kind, which) => {
    if (kind !== K_ZONED) return dateGetters(C, kind, which);
    for (let i = 0; i < which.length; i++) {
      const name = which[i];
      const fn = {
        hour: (r) => r.time.h, minute: (r) => r.time.mi, second: (r) => r.time.s, millisecond: (r) => r.time.ms,
        microsecond: (r) => r.time.us, nanosecond: (r) => r.time.ns,
      }[name] || ((r) => dateField(r, name));
      if (name === 'calendarId') {
        const g = { get calendarId() { return thisSlots(this, K_ZONED, 'calendarId').cal; } };
        ObjectDefineProperty(ZonedDateTime.prototype, name, { get: Object.getOwnPropertyDescriptor(g, name).get, enumerable: false, configurable: true });
      } else zonedGetter(name, fn);
    }
  };
  installDateGetters(PlainDate, K_DATE, DATE_GETTERS);
  installDateGetters(PlainDateTime, K_DATETIME, DATE_GETTERS);
  installDateGetters(PlainYearMonth, K_YEARMONTH, ['calendarId', 'era', 'eraYear', 'year', 'month', 'monthCode', 'daysInYear', 'daysInMonth', 'monthsInYear', 'inLeapYear']);
  installDateGetters(PlainMonthDay, K_MONTHDAY, ['calendarId', 'monthCode', 'day']);
  installDateGetters(ZonedDateTime, K_ZONED, DATE_GETTERS.concat(['hour', 'minute', 'second', 'millisecond', 'microsecond', 'nanosecond']));

  const classes = [
    [K_DATE, PlainDate], [K_TIME, PlainTime], [K_DATETIME, PlainDateTime], [K_ZONED, ZonedDateTime],
    [K_DURATION, Duration], [K_INSTANT, Instant], [K_YEARMONTH, PlainYearMonth], [K_MONTHDAY, PlainMonthDay],
  ];
  const tagOf = (o, name) => ObjectDefineProperty(o, symToStringTag, { value: name, configurable: true });
  const Temporal = {};
  const hidden = (o, k, v) => ObjectDefineProperty(o, k, { value: v, writable: true, enumerable: false, configurable: true });
  const nowKeys = Object.keys(Now);
  for (let i = 0; i < nowKeys.length; i++) hidden(Now, nowKeys[i], Now[nowKeys[i]]);
  tagOf(Now, 'Temporal.Now');
  hidden(Temporal, 'Now', Now);
  for (let i = 0; i < classes.length; i++) {
    const kind = classes[i][0], C = classes[i][1];
    protos[kind] = C.prototype;
    tagOf(C.prototype, 'Temporal.' + kind);
    hidden(Temporal, kind, C);
  }
  tagOf(Temporal, 'Temporal');
  // Date.prototype.toTemporalInstant's part (stdlib/date.c)
  const instantFromMs = (ms) => createInstant(BigIntCtor(ms) * 1000000n);
  // Intl.DateTimeFormat's question (stdlib/intl/intl.js): undefined for a
  // value that is no Temporal object, else [kind, epoch milliseconds to
  // format (a wall-clock time's as if in UTC), calendar]
  const dtfInfo = (x) => {
    const k = Slots.kind(x);
    if (k === undefined) return undefined;
    const r = Slots.of(x, k);
    switch (k) {
      case K_TIME: return [k, localMs({ y: 1970, m: 1, d: 1 }, r.time), 'iso8601'];
      case K_DATETIME: return [k, localMs(r.date, r.time), r.cal];
      case K_DATE: case K_YEARMONTH: case K_MONTHDAY: return [k, localMs(r.date, MIDNIGHT), r.cal];
      case K_INSTANT: return [k, msOf(r.ns), 'iso8601'];
      default: return [k, 0, r.cal];
    }
  };
  return { Temporal, instantFromMs, dtfInfo };
})
