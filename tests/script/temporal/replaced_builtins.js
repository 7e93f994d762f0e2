// Temporal loads on first use; a script that replaced Math's functions and
// Number.isFinite before that changes nothing inside it.
for (const k of ['sign', 'trunc', 'floor', 'abs', 'min', 'max'])
  Math[k] = () => { throw new Error(`Math.${k} was called`); };
Number.isFinite = () => { throw new Error('Number.isFinite was called'); };
const show = (f) => { try { console.log(String(f())); } catch (e) { console.log(e.name, e.message); } };
show(() => new Temporal.Duration(1, 1));
show(() => new Temporal.Duration(0, 0, 0, -1, -2.0));
show(() => Temporal.Duration.from({ hours: -25, minutes: 30 }).round({ largestUnit: 'day' }));
show(() => Temporal.PlainDate.from('2024-01-31').add({ months: 1 }));
show(() => Temporal.PlainDate.from('-000123-03-04').subtract({ days: 400 }));
show(() => Temporal.PlainDate.from('2020-01-01').until('1999-12-31', { largestUnit: 'year' }));
show(() => Temporal.Instant.fromEpochMilliseconds(-1500).toString());
show(() => Temporal.Instant.fromEpochMilliseconds(-1.5));
show(() => new Temporal.PlainTime(-0, 1.9, 2.5).toString());
show(() => Temporal.PlainDate.from({ year: 5784, monthCode: 'M05L', day: 30, calendar: 'hebrew' }).toString());
// expect: P1Y1M
// expect: -P1DT2H
// expect: RangeError Temporal error: Duration was not valid.
// expect: 2024-02-29
// expect: -000124-01-29
// expect: -P20Y1D
// expect: 1969-12-31T23:59:58.5Z
// expect: RangeError Temporal error: Expected finite integer.
// expect: 00:01:02
// expect: 2024-03-10[u-ca=hebrew]
