// Temporal and Intl load on first use, after the script replaced
// Array.prototype[Symbol.iterator], Math's functions and Number.isFinite:
// nothing inside them calls what the script put there (V8's are C++).
// (process.stdout is made first: node's own JavaScript is not the subject.)
const out = (s) => process.stdout.write(s + '\n');
out('start');
Array.prototype[Symbol.iterator] = function () { throw new Error('an array was iterated'); };
const names = ['sign', 'trunc', 'floor', 'abs', 'min', 'max'];
for (let i = 0; i < names.length; i++) {
  const k = names[i];
  Math[k] = () => { throw new Error(`Math.${k} was called`); };
}
Number.isFinite = () => { throw new Error('Number.isFinite was called'); };
const show = (name, f) => {
  let r;
  try { r = String(f()); } catch (e) { r = e.name + ' ' + e.message; }
  out(name + ' ' + r);
};
show('zdt', () => new Temporal.Instant(0n).toZonedDateTimeISO('UTC').toString());
show('dateZoned', () => Temporal.PlainDate.from('2024-03-10').toZonedDateTime('America/New_York').toString());
show('dtZoned', () => Temporal.PlainDateTime.from('2024-03-10T02:30').toZonedDateTime('America/New_York').toString());
show('ymSince', () => new Temporal.PlainYearMonth(2023, 5).since({ year: 2005, month: 3 }).toString());
show('ymSubtract', () => new Temporal.PlainYearMonth(2023, 5).subtract({ months: 7 }).toString());
show('duration', () => new Temporal.Duration(1, 2, 0, 3, 4).with({ days: 9 }).abs().negated().toString());
show('time', () => new Temporal.PlainTime(1, 2, 3).add({ minutes: 70 }).toString());
show('zdtLocale', () => Temporal.ZonedDateTime.from('2024-01-15T10:30[Europe/Paris]').toLocaleString('fr', { dateStyle: 'long', timeStyle: 'short' }));
show('japanese', () => Temporal.PlainDate.from('2019-05-01').withCalendar('japanese').era);
show('collator', () => ['b', 'A', 'a', 'B'].sort(new Intl.Collator('en').compare).join());
show('canon', () => Intl.getCanonicalLocales(['EN-us', 'de-DE-u-co-phonebk']).join());
show('nf', () => new Intl.NumberFormat('en', { minimumFractionDigits: 1, maximumFractionDigits: 3 }).resolvedOptions().maximumFractionDigits);
show('dtf', () => new Intl.DateTimeFormat('en', { timeZone: 'UTC', hour: 'numeric', minute: '2-digit' }).format(0));
show('dtfOpts', () => Object.keys(new Intl.DateTimeFormat('de', { timeZone: 'UTC', weekday: 'long' }).resolvedOptions()).join());
show('rtf', () => new Intl.RelativeTimeFormat('en').formatToParts(-3, 'day').map((p) => p.type).join());
show('df', () => new Intl.DurationFormat('en', { style: 'digital' }).formatToParts({ hours: 1, minutes: 2, seconds: 3 }).length);
show('dfIso', () => new Intl.DurationFormat('en').format('P1DT2H'));
show('locale', () => new Intl.Locale('en', { region: 'GB', hourCycle: 'h23', calendar: 'gregory' }).toString());
show('localeInfo', () => new Intl.Locale('ar-EG').getCalendars().join());
show('segments', () => new Intl.Segmenter('en', { granularity: 'word' }).segment('hi there').containing(4).segment);
show('values', () => Intl.supportedValuesOf('calendar').length > 10);
show('toLocale', () => new Date(0).toLocaleString('en', { timeZone: 'UTC' }));
// expect: start
// expect: zdt 1970-01-01T00:00:00+00:00[UTC]
// expect: dateZoned 2024-03-10T00:00:00-05:00[America/New_York]
// expect: dtZoned 2024-03-10T03:30:00-04:00[America/New_York]
// expect: ymSince P18Y2M
// expect: ymSubtract 2022-10
// expect: duration -P1Y2M9DT4H
// expect: time 02:12:03
// expect: zdtLocale 15 janvier 2024 à 10:30
// expect: japanese reiwa
// expect: collator a,A,b,B
// expect: canon en-US,de-DE-u-co-phonebk
// expect: nf 3
// expect: dtf 12:00 AM
// expect: dtfOpts locale,calendar,numberingSystem,timeZone,weekday
// expect: rtf integer,literal
// expect: df 5
// expect: dfIso 1 day, 2 hr
// expect: locale en-GB-u-ca-gregory-hc-h23
// expect: localeInfo gregory,coptic,islamic,islamic-civil,islamic-tbla
// expect: segments there
// expect: values true
// expect: toLocale 1/1/1970, 12:00:00 AM
