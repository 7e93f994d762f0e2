// Intl.DateTimeFormat through ICU's pattern generator and date formats;
// Date.prototype.toLocale*String through it.
const d = new Date(Date.UTC(2024, 2, 5, 14, 7, 9, 45));
const f = (l, o) => console.log(new Intl.DateTimeFormat(l, o).format(d));
f('en', { timeZone: 'UTC' });
f('de-DE', { timeZone: 'Europe/Berlin', dateStyle: 'full', timeStyle: 'long' });
f('en-US', { timeZone: 'America/New_York', weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });
f('en-US', { timeZone: 'UTC', hour: 'numeric', minute: '2-digit' });
f('en-GB', { timeZone: 'UTC', hour: 'numeric', minute: '2-digit', hour12: true });
f('en-US', { timeZone: 'UTC', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
f('ja-JP', { timeZone: 'Asia/Tokyo', dateStyle: 'medium', timeStyle: 'short' });
f('en', { timeZone: 'UTC', hour: 'numeric', minute: 'numeric', second: 'numeric', fractionalSecondDigits: 3 });
f('en', { timeZone: 'UTC', month: 'short', day: 'numeric', timeZoneName: 'short' });
console.log(d.toLocaleString(), d.toLocaleDateString(), d.toLocaleTimeString(), new Date(NaN).toLocaleString());
console.log(d.toLocaleString('de-DE', { timeZone: 'Europe/Berlin' }), d.toLocaleDateString('en-GB', { timeZone: 'UTC' }),
  d.toLocaleTimeString('ja-JP', { timeZone: 'UTC' }));
// expect: 3/5/2024
// expect: Dienstag, 5. März 2024 um 15:07:09 MEZ
// expect: Tuesday, March 5, 2024
// expect: 2:07 PM
// expect: 2:07 pm
// expect: 14:07
// expect: 2024/03/05 23:07
// expect: 2:07:09.045 PM
// expect: Mar 5, UTC
// expect: 3/5/2024, 2:07:09 PM 3/5/2024 2:07:09 PM Invalid Date
// expect: 5.3.2024, 15:07:09 05/03/2024 14:07:09
