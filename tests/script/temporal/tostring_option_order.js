// toString reads all its options before it rejects a smallestUnit that is
// not a time unit below the hour, and before it converts a timeZone.
const log = [];
const opts = (o) => new Proxy(o, { get(t, k) { log.push(String(k)); return t[k]; } });
const show = (f) => { log.length = 0; try { console.log(String(f())); } catch (e) { console.log(e.name); } console.log(log.join(',')); };
show(() => new Temporal.Instant(0n).toString(opts({ smallestUnit: 'month', fractionalSecondDigits: 'auto', timeZone: 'bogus' })));
show(() => new Temporal.Instant(0n).toString(opts({ smallestUnit: 'minute', timeZone: 'UTC' })));
show(() => new Temporal.ZonedDateTime(0n, 'UTC').toString(opts({ smallestUnit: 'hour', timeZoneName: 'never' })));
show(() => new Temporal.ZonedDateTime(0n, 'UTC').toString(opts({ smallestUnit: 'second', offset: 'never' })));
show(() => new Temporal.PlainDateTime(2000, 1, 1).toString(opts({ smallestUnit: 'day', calendarName: 'always' })));
// expect: RangeError
// expect: fractionalSecondDigits,roundingMode,smallestUnit,timeZone
// expect: 1970-01-01T00:00+00:00
// expect: fractionalSecondDigits,roundingMode,smallestUnit,timeZone
// expect: RangeError
// expect: calendarName,fractionalSecondDigits,offset,roundingMode,smallestUnit,timeZoneName
// expect: 1970-01-01T00:00:00[UTC]
// expect: calendarName,fractionalSecondDigits,offset,roundingMode,smallestUnit,timeZoneName
// expect: RangeError
// expect: calendarName,fractionalSecondDigits,roundingMode,smallestUnit
