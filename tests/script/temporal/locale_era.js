// toLocaleString and Intl.DateTimeFormat of Temporal objects with era: as
// V8, an era the kind has is formatted alone (no default fields added, and
// fields the kind has not are then dropped rather than a TypeError); a kind
// without eras (PlainTime, PlainMonthDay) takes its defaults.
const t = (f) => { try { return f(); } catch (e) { return e.name; } };
const d = Temporal.PlainDate.from('2024-01-15'), tm = Temporal.PlainTime.from('10:00');
const ym = Temporal.PlainYearMonth.from({ year: 2024, month: 1, calendar: 'gregory' });
const md = Temporal.PlainMonthDay.from({ monthCode: 'M01', day: 15, calendar: 'gregory' });
const dt = Temporal.PlainDateTime.from('2024-01-15T10:00'), zdt = Temporal.ZonedDateTime.from('2024-01-15T10:00[UTC]');
const inst = Temporal.Instant.from('2024-01-15T10:00Z');
for (const era of ['short', 'long', 'narrow'])
  console.log([d, dt, ym, zdt, tm, md].map((x) => x.toLocaleString('en', { era })).join(' | '),
    '|', inst.toLocaleString('en', { era, timeZone: 'UTC' }), '|', d.toLocaleString('ja-u-ca-japanese', { era }));
const cases = [[d, { hour: 'numeric' }], [d, { era: 'short', hour: 'numeric' }], [tm, { era: 'short', year: 'numeric' }],
  [tm, { year: 'numeric' }], [ym, { era: 'short', day: 'numeric' }], [ym, { day: 'numeric' }], [md, { era: 'short', year: 'numeric' }],
  [d, { era: 'short', timeZoneName: 'short' }], [d, { era: 'long', weekday: 'long' }], [dt, { era: 'short', minute: '2-digit' }],
  [d, { era: 'short', year: 'numeric' }]];
for (const [x, o] of cases)
  console.log(x.constructor.name, JSON.stringify(o), t(() => x.toLocaleString('en', o)), '|', t(() => new Intl.DateTimeFormat('en', o).format(x)));
// expect: AD | AD | AD | AD | 10:00:00 AM | 1/15 | AD | 令和
// expect: Anno Domini | Anno Domini | Anno Domini | Anno Domini | 10:00:00 AM | 1/15 | Anno Domini | 令和
// expect: A | A | A | A | 10:00:00 AM | 1/15 | A | R
// expect: PlainDate {"hour":"numeric"} TypeError | TypeError
// expect: PlainDate {"era":"short","hour":"numeric"} AD | AD
// expect: PlainTime {"era":"short","year":"numeric"} TypeError | TypeError
// expect: PlainTime {"year":"numeric"} TypeError | TypeError
// expect: PlainYearMonth {"era":"short","day":"numeric"} AD | AD
// expect: PlainYearMonth {"day":"numeric"} TypeError | TypeError
// expect: PlainMonthDay {"era":"short","year":"numeric"} TypeError | TypeError
// expect: PlainDate {"era":"short","timeZoneName":"short"} AD | AD
// expect: PlainDate {"era":"long","weekday":"long"} Anno Domini Monday | Anno Domini Monday
// expect: PlainDateTime {"era":"short","minute":"2-digit"} AD, 0 | AD, 0
// expect: PlainDate {"era":"short","year":"numeric"} 2024 AD | 2024 AD
