// Intl.DateTimeFormat's format, formatToParts and formatRange of Temporal
// objects, and toLocaleString of the Temporal types (through it)
const t = (f) => { try { console.log(JSON.stringify(f())); } catch (e) { console.log(e.name + ': ' + e.message); } };
const pd = Temporal.PlainDate.from('2024-03-15'), pt = Temporal.PlainTime.from('13:45:30'), pdt = Temporal.PlainDateTime.from('2024-03-15T13:45:30');
const ym = Temporal.PlainYearMonth.from('2024-03'), ins = Temporal.Instant.from('2024-03-15T13:45:30Z');
const zdt = Temporal.ZonedDateTime.from('2024-03-15T13:45:30[Europe/Paris]');
const f = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York' });
for (const x of [pd, pt, pdt, ym, ins, zdt]) t(() => f.format(x));
const g = new Intl.DateTimeFormat('en-US', { hour: 'numeric', timeZone: 'Asia/Tokyo' });
for (const x of [pd, pdt, ins]) t(() => g.format(x));
const s = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' });
for (const x of [pd, pt, pdt]) t(() => s.format(x));
t(() => new Intl.DateTimeFormat('en-US', { timeStyle: 'short' }).format(pd));
const h = new Intl.DateTimeFormat('en-US', { calendar: 'hebrew', year: 'numeric', month: 'long', day: 'numeric' });
for (const x of [pd, pd.withCalendar('japanese'), Temporal.PlainYearMonth.from({ calendar: 'hebrew', year: 5784, monthCode: 'M06' })]) t(() => h.format(x));
t(() => f.formatToParts(pd));
t(() => f.formatRange(pd, pd.add({ days: 3 })));
t(() => f.formatRange(pd, pdt));
t(() => f.formatRangeToParts(pt, pt.add({ hours: 1 })).map((p) => p.value + ':' + p.source).join());
for (const x of [pd, pt, pdt, zdt]) t(() => x.toLocaleString('de-DE'));
for (const x of [pd, pt, zdt]) t(() => x.toLocaleString('en-US', { month: 'long' }));
t(() => ins.toLocaleString('en-US', { timeZone: 'UTC', hour: 'numeric' }));
t(() => zdt.toLocaleString('en-US', { timeZone: 'UTC' }));
t(() => pd.withCalendar('hebrew').toLocaleString('en-US'));
t(() => pd.withCalendar('hebrew').toLocaleString('en-US', { calendar: 'hebrew' }));
// expect: "3/15/2024"
// expect: "1:45:30 PM"
// expect: "3/15/2024, 1:45:30 PM"
// expect: RangeError: Mismatched calendars.
// expect: "3/15/2024, 9:45:30 AM"
// expect: TypeError: Invalid argument for Temporal [object Temporal.ZonedDateTime]
// expect: TypeError: Invalid argument for Temporal [object Temporal.PlainDate]
// expect: "1 PM"
// expect: "10 PM"
// expect: "March 15, 2024"
// expect: "1:45 PM"
// expect: "March 15, 2024 at 1:45 PM"
// expect: TypeError: Invalid argument for Temporal [object Temporal.PlainDate]
// expect: "5 Adar II 5784"
// expect: RangeError: Mismatched calendars.
// expect: "Adar II 5784"
// expect: [{"type":"month","value":"3"},{"type":"literal","value":"/"},{"type":"day","value":"15"},{"type":"literal","value":"/"},{"type":"year","value":"2024"}]
// expect: "3/15/2024 – 3/18/2024"
// expect: TypeError: Invalid argument for Temporal [object Temporal.PlainDateTime]
// expect: "1:startRange,::startRange,45:startRange,::startRange,30:startRange, :startRange,PM:startRange, – :shared,2:endRange,::endRange,45:endRange,::endRange,30:endRange, :endRange,PM:endRange"
// expect: "15.3.2024"
// expect: "13:45:30"
// expect: "15.3.2024, 13:45:30"
// expect: "15.3.2024, 13:45:30 MEZ"
// expect: "March"
// expect: TypeError: Invalid argument for Temporal [object Temporal.PlainTime]
// expect: "March"
// expect: "1 PM"
// expect: TypeError: Invalid time zone specified: Europe/Paris
// expect: RangeError: Mismatched calendars.
// expect: "5 Adar II 5784"
