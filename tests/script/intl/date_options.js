// Intl.DateTimeFormat's resolvedOptions, formatToParts, formatRange and errors.
const d = new Date(Date.UTC(2024, 2, 5, 14, 7, 9, 45));
console.log(new Intl.DateTimeFormat('en', { timeZone: 'UTC' }).resolvedOptions());
console.log(new Intl.DateTimeFormat('en', { timeZone: 'UTC', hour: 'numeric', minute: '2-digit' }).resolvedOptions());
console.log(new Intl.DateTimeFormat('en', { timeZone: 'utc', dateStyle: 'medium', timeStyle: 'short' }).resolvedOptions());
console.log(new Intl.DateTimeFormat('en', { timeZone: 'Asia/Calcutta' }).resolvedOptions().timeZone);
console.log(new Intl.DateTimeFormat('en', { timeZone: 'UTC', dateStyle: 'medium' }).formatToParts(d));
console.log(new Intl.DateTimeFormat('en', { timeZone: 'UTC' }).formatRange(d, new Date(Date.UTC(2024, 2, 9))));
for (const t of [() => new Intl.DateTimeFormat('en', { dateStyle: 'short', year: 'numeric' }),
  () => new Intl.DateTimeFormat('en', { timeZone: 'Mars/X' }), () => new Intl.DateTimeFormat('en').format(NaN),
  () => new Intl.DateTimeFormat('en', { calendar: 'x' }), () => new Intl.DateTimeFormat('en', { month: 'tiny' })])
  try { t(); } catch (e) { console.log(String(e)); }
// expect: {
// expect:   locale: 'en',
// expect:   calendar: 'gregory',
// expect:   numberingSystem: 'latn',
// expect:   timeZone: 'UTC',
// expect:   year: 'numeric',
// expect:   month: 'numeric',
// expect:   day: 'numeric'
// expect: }
// expect: {
// expect:   locale: 'en',
// expect:   calendar: 'gregory',
// expect:   numberingSystem: 'latn',
// expect:   timeZone: 'UTC',
// expect:   hourCycle: 'h12',
// expect:   hour12: true,
// expect:   hour: 'numeric',
// expect:   minute: '2-digit'
// expect: }
// expect: {
// expect:   locale: 'en',
// expect:   calendar: 'gregory',
// expect:   numberingSystem: 'latn',
// expect:   timeZone: 'UTC',
// expect:   hourCycle: 'h12',
// expect:   hour12: true,
// expect:   dateStyle: 'medium',
// expect:   timeStyle: 'short'
// expect: }
// expect: Asia/Calcutta
// expect: [
// expect:   { type: 'month', value: 'Mar' },
// expect:   { type: 'literal', value: ' ' },
// expect:   { type: 'day', value: '5' },
// expect:   { type: 'literal', value: ', ' },
// expect:   { type: 'year', value: '2024' }
// expect: ]
// expect: 3/5/2024 – 3/9/2024
// expect: TypeError: Invalid option : option
// expect: RangeError: Invalid time zone specified: Mars/X
// expect: RangeError: Invalid time value
// expect: RangeError: Invalid calendar : x
// expect: RangeError: Value tiny out of range for Intl.DateTimeFormat options property month
