// CommonJS build of luxon: relies on Intl.DateTimeFormat, Intl.NumberFormat and time zones.
const { DateTime, Duration, Interval, Info, Settings } = require('luxon');
Settings.defaultZone = 'utc';
const dt = DateTime.fromISO('2024-02-29T13:45:30.123Z');
console.log(dt.toISO(), dt.toFormat('yyyy LLL dd HH:mm:ss.SSS'), dt.toMillis(), dt.weekNumber, dt.ordinal);
console.log(dt.plus({ months: 1, days: 3 }).toISODate(), dt.minus({ years: 1 }).toISODate(), dt.startOf('week').toISO());
console.log(dt.setZone('America/New_York').toISO(), dt.setZone('Asia/Tokyo').toFormat('ZZZZ HH:mm'), dt.setZone('Europe/Paris').offset);
console.log(dt.toLocaleString(DateTime.DATETIME_FULL), dt.setLocale('fr').toLocaleString(DateTime.DATE_HUGE));
console.log(dt.diff(DateTime.fromISO('2023-01-01T00:00:00Z'), ['months', 'days']).toObject());
const dur = Duration.fromObject({ hours: 2, minutes: 75 });
console.log(dur.toISO(), dur.shiftTo('minutes').minutes, dur.normalize().toObject(), dur.toFormat('hh:mm'));
const iv = Interval.fromDateTimes(dt, dt.plus({ days: 10 }));
console.log(iv.length('days'), iv.contains(dt.plus({ days: 2 })), iv.toISO(), iv.splitBy({ days: 4 }).length);
console.log(Info.months('short').join(','), Info.weekdays('long', { locale: 'de' }).join(','));
console.log(DateTime.fromFormat('12/25/2023 6:30 PM', 'MM/dd/yyyy h:mm a').toISO(), DateTime.fromISO('nope').isValid, DateTime.fromISO('nope').invalidReason);
console.log(dt.toRelative({ base: dt.plus({ days: 3 }) }), dt.toRFC2822(), dt.toHTTP(), dt.toSQL());
