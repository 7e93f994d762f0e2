// toLocaleString of Temporal's Plain kinds and Instant is CreateDateTimeFormat
// with the kind's required fields: a date kind refuses timeStyle (even with
// dateStyle), PlainTime refuses dateStyle and ignores era; Date's
// toLocaleDateString/TimeString refuse the other style the same way. The
// format is Intl's own DateTimeFormat, not the global a script replaced.
const show = (f) => { try { console.log(String(f())); } catch (e) { console.log(e.name, e.message); } };
const d = new Date(0);
show(() => d.toLocaleDateString('en', { dateStyle: 'short', timeStyle: 'short', timeZone: 'UTC' }));
show(() => d.toLocaleTimeString('en', { dateStyle: 'short', timeStyle: 'short', timeZone: 'UTC' }));
show(() => d.toLocaleDateString('en', { timeStyle: 'short', timeZone: 'UTC' }));
show(() => d.toLocaleTimeString('en', { dateStyle: 'short', timeZone: 'UTC' }));
show(() => d.toLocaleDateString('en', { dateStyle: 'medium', timeZone: 'UTC' }));
const pd = new Temporal.PlainDate(2026, 1, 20), pt = new Temporal.PlainTime(14, 46);
show(() => pd.toLocaleString('en', { dateStyle: 'full', timeStyle: 'full' }));
show(() => pd.toLocaleString('en', { timeStyle: 'full' }));
show(() => pd.toLocaleString('en', { dateStyle: 'full' }));
show(() => pt.toLocaleString('en', { dateStyle: 'full', timeStyle: 'short' }));
show(() => pt.toLocaleString('en', { timeStyle: 'short' }));
show(() => pt.toLocaleString('en', { era: 'narrow' }));
show(() => Temporal.PlainYearMonth.from('2026-01').toLocaleString('en', { timeStyle: 'short', calendar: 'iso8601' }));
show(() => Temporal.PlainMonthDay.from('01-20').toLocaleString('en', { dateStyle: 'short', timeStyle: 'short', calendar: 'iso8601' }));
show(() => Temporal.Instant.fromEpochMilliseconds(0).toLocaleString('en', { dateStyle: 'short', timeStyle: 'short', timeZone: 'UTC' }));
const saved = Intl.DateTimeFormat;
Intl.DateTimeFormat = function () { throw new Error('the global was used'); };
show(() => pd.toLocaleString('en'));
show(() => pt.toLocaleString('en'));
Intl.DateTimeFormat = saved;
// expect: TypeError Invalid option : timeStyle
// expect: TypeError Invalid option : dateStyle
// expect: TypeError Invalid option : timeStyle
// expect: TypeError Invalid option : dateStyle
// expect: Jan 1, 1970
// expect: TypeError Invalid option : timeStyle
// expect: TypeError Invalid option : timeStyle
// expect: Tuesday, January 20, 2026
// expect: TypeError Invalid option : dateStyle
// expect: 2:46 PM
// expect: 2:46:00 PM
// expect: TypeError Invalid option : timeStyle
// expect: TypeError Invalid option : timeStyle
// expect: 1/1/70, 12:00 AM
// expect: 1/20/2026
// expect: 2:46:00 PM
