// formatRange converts an argument that is no Temporal object to a Number
// before it compares the kinds (valueOf runs once, then the TypeError names
// the end argument).
let calls = 0;
const inv = { valueOf() { calls++; return NaN; } };
const dtf = new Intl.DateTimeFormat('en', { timeZone: 'UTC' });
for (const o of [new Temporal.PlainDate(1970, 1, 1), new Temporal.Instant(0n), new Temporal.PlainTime(1)])
  for (const [a, b] of [[inv, o], [o, inv]]) {
    try { dtf.formatRange(a, b); } catch (e) { console.log(e.name, e.message, calls); }
    try { dtf.formatRangeToParts(a, b); } catch (e) { console.log(e.name, e.message, calls); }
  }
try { dtf.formatRange(new Temporal.PlainDate(1970, 1, 1), new Temporal.PlainTime(1)); } catch (e) { console.log(e.name, e.message); }
console.log(dtf.formatRange({ valueOf: () => 0 }, new Date(86400000)));
// expect: TypeError Invalid argument for Temporal [object Temporal.PlainDate] 1
// expect: TypeError Invalid argument for Temporal [object Temporal.PlainDate] 2
// expect: TypeError Invalid argument for Temporal NaN 3
// expect: TypeError Invalid argument for Temporal NaN 4
// expect: TypeError Invalid argument for Temporal [object Temporal.Instant] 5
// expect: TypeError Invalid argument for Temporal [object Temporal.Instant] 6
// expect: TypeError Invalid argument for Temporal NaN 7
// expect: TypeError Invalid argument for Temporal NaN 8
// expect: TypeError Invalid argument for Temporal [object Temporal.PlainTime] 9
// expect: TypeError Invalid argument for Temporal [object Temporal.PlainTime] 10
// expect: TypeError Invalid argument for Temporal NaN 11
// expect: TypeError Invalid argument for Temporal NaN 12
// expect: TypeError Invalid argument for Temporal [object Temporal.PlainTime]
// expect: 1/1/1970 – 1/2/1970
