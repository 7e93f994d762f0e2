// luxon's README example and the locale examples of its tour and
// internationalization guide, at a fixed "now" so node and tarn agree.
const { DateTime, Duration, Interval, Info, Settings } = require('luxon');
Settings.now = () => Date.UTC(2024, 1, 29, 13, 45, 30, 123);
console.log(DateTime.now().setZone('America/New_York').minus({ weeks: 1 }).endOf('day').toISO());
const dt = DateTime.fromISO('2017-09-25T09:08:34.123', { zone: 'America/New_York' });
console.log(dt.toLocaleString(DateTime.DATE_FULL), dt.setLocale('fr').toLocaleString(DateTime.DATE_FULL));
console.log(dt.toLocaleString(DateTime.DATETIME_MED), dt.setLocale('de').toLocaleString(DateTime.DATETIME_HUGE));
console.log(dt.toLocaleString({ month: 'long', day: 'numeric' }), dt.setLocale('ja').toLocaleString(DateTime.TIME_WITH_SHORT_OFFSET));
console.log(DateTime.fromISO('2017-05-15T09:10:23', { locale: 'fr' }).toFormat('MMMM dd, yyyy'));
console.log(DateTime.fromFormat('mai 25, 1982', 'MMMM dd, yyyy', { locale: 'fr' }).toISODate());
console.log(dt.reconfigure({ outputCalendar: 'islamic' }).toLocaleString(DateTime.DATE_FULL));
console.log(dt.setLocale('th').reconfigure({ numberingSystem: 'thai' }).toLocaleString(DateTime.DATE_SHORT));
console.log(dt.setLocale('el').toFormat('cccc d LLLL'), dt.setLocale('ru').toFormat('EEEE d MMMM'));
console.log(Info.months('long', { locale: 'fr' }).join(' '));
console.log(Info.weekdays('short', { locale: 'ar' }).join(' '), Info.meridiems({ locale: 'ko' }).join(' '));
console.log(Info.eras('long', { locale: 'es' }).join(' / '), Info.getStartOfWeek({ locale: 'en-GB' }), Info.getWeekendWeekdays({ locale: 'he' }));
console.log(dt.toRelative({ base: dt.plus({ days: 3 }) }), dt.toRelative({ base: dt.minus({ hours: 5 }), locale: 'fr' }));
console.log(dt.toRelativeCalendar({ base: dt.plus({ days: 1 }), locale: 'es' }), dt.setLocale('de').toRelative({ base: dt.plus({ months: 2 }) }));
console.log(Duration.fromObject({ hours: 2, minutes: 7 }).toHuman(), Duration.fromObject({ days: 1, seconds: 30 }, { locale: 'fr' }).toHuman());
console.log(Duration.fromObject({ years: 1, months: 2 }).reconfigure({ locale: 'de' }).toHuman({ listStyle: 'short', unitDisplay: 'short' }));
console.log(Interval.fromDateTimes(dt, dt.plus({ days: 10 })).toLocaleString(DateTime.DATE_MED), Interval.fromDateTimes(dt, dt.plus({ hours: 2 })).toLocaleString(DateTime.TIME_SIMPLE));
console.log(DateTime.fromISO('2017-05-15T08:30:00', { zone: 'utc' }).setZone('America/Los_Angeles').toString(), dt.offsetNameLong, dt.setLocale('fr').offsetNameShort);
console.log(dt.setZone('Asia/Kolkata').toLocaleString(DateTime.DATETIME_FULL), dt.toLocaleParts({ weekday: 'long' }).map((p) => p.type + ':' + p.value).join(' '));
console.log(DateTime.fromObject({ year: 2024, month: 3, day: 31 }, { zone: 'Europe/Paris' }).plus({ hours: 3 }).toISO(), DateTime.local(2024, 3, 10, 2, 30, { zone: 'America/Chicago' }).toISO());
console.log(dt.resolvedLocaleOptions(), dt.setLocale('ar-EG').toLocaleString(DateTime.DATETIME_SHORT));
console.log(dt.weekNumber, dt.localWeekNumber, dt.setLocale('en-US').localWeekday, dt.isInDST, dt.zone.name, DateTime.local({ zone: 'Europe/London' }).zoneName);
