// Temporal.Duration: construction, from, with, arithmetic, round, total,
// compare, toString options, toJSON, valueOf, console.log
const D = Temporal.Duration;
const d = new D(1, 2, 0, 3, 4, 5, 6, 7, 8, 9);
console.log(d.toString(), d.sign, d.blank, d.years, d.nanoseconds);
console.log(D.from('P1Y2M3DT4H5M6.007008009S').toString());
console.log(D.from({ hours: 1.0, minutes: 90 }).toString());
console.log(D.from('PT1.5H').toString(), D.from('-P2W').toString(), D.from('PT0S').toString());
console.log(d.with({ years: 5, days: 0 }).toString());
console.log(d.negated().toString(), d.negated().abs().toString());
console.log(D.from('PT1H').add('PT90M').toString(), D.from('P1D').subtract({ hours: 30 }).toString());
console.log(D.from({ hours: 50 }).round({ largestUnit: 'days' }).toString());
console.log(D.from({ minutes: 100 }).round({ smallestUnit: 'hour', roundingMode: 'floor' }).toString());
console.log(D.from('P1M15D').round({ smallestUnit: 'month', relativeTo: '2020-01-31' }).toString());
console.log(D.from('P1Y').round({ largestUnit: 'days', relativeTo: '2020-01-01' }).toString());
console.log(D.from({ hours: 36 }).total('days'), D.from('P1M').total({ unit: 'days', relativeTo: '2020-02-01' }));
console.log(D.compare('PT1H', 'PT60M'), D.compare('P1D', 'PT25H'), D.compare('P1M', 'P30D', { relativeTo: '2020-02-01' }));
console.log(D.from('PT1.123456789S').toString({ fractionalSecondDigits: 3 }));
console.log(D.from('PT1.987S').toString({ smallestUnit: 'second', roundingMode: 'halfExpand' }));
console.log(JSON.stringify({ d: D.from('P1D') }), D.from('P1D').toJSON());
console.log(d, [D.from('PT1S')]);
try { d.valueOf(); } catch (e) { console.log(e.name, e.message); }
try { new D(1, -1); } catch (e) { console.log(e.name); }
try { D.from({}); } catch (e) { console.log(e.name); }
try { D.from('P1Y').total('days'); } catch (e) { console.log(e.name); }
try { D.from('P1Y').add('P1M'); } catch (e) { console.log(e.name); }
try { new D(1.5); } catch (e) { console.log(e.name); }
try { D(); } catch (e) { console.log(e.name); }
{
  const T = Temporal.PlainTime;
  const t = new T(13, 37, 5, 123, 456, 789);
  console.log(t.toString(), t.hour, t.minute, t.second, t.millisecond, t.microsecond, t.nanosecond);
  console.log(T.from('T09:05').toString(), T.from({ hour: 25, minute: 61 }).toString());
  try { T.from({ hour: 25 }, { overflow: 'reject' }); } catch (e) { console.log(e.name); }
  console.log(t.with({ hour: 1 }).toString(), t.add({ hours: 12 }).toString(), t.subtract('PT14H').toString());
  console.log(T.from('08:00').until('17:30').toString(), T.from('08:00').since('17:30', { largestUnit: 'minute' }).toString());
  console.log(T.from('08:00:00.5').until('17:30', { smallestUnit: 'hour', roundingMode: 'halfExpand' }).toString());
  console.log(t.round('hour').toString(), t.round({ smallestUnit: 'minute', roundingIncrement: 15 }).toString());
  console.log(T.compare('10:00', '09:00'), t.equals('13:37:05.123456789'), t.equals(T.from('13:37')));
  console.log(t.toString({ smallestUnit: 'minute' }), t.toString({ fractionalSecondDigits: 2 }), t.toString({ smallestUnit: 'millisecond', roundingMode: 'ceil' }));
  console.log(t.toJSON(), JSON.stringify([t]));
  console.log(t, { t });
  try { t.valueOf(); } catch (e) { console.log(e.name, e.message); }
  try { T.from('24:00'); } catch (e) { console.log(e.name); }
  try { t.toString({ smallestUnit: 'hour' }); } catch (e) { console.log(e.name); }
  try { T.prototype.add.call({}, 'PT1H'); } catch (e) { console.log(e.name); }
}
// expect: P1Y2M3DT4H5M6.007008009S 1 false 1 9
// expect: P1Y2M3DT4H5M6.007008009S
// expect: PT1H90M
// expect: PT1H30M -P2W PT0S
// expect: P5Y2MT4H5M6.007008009S
// expect: -P1Y2M3DT4H5M6.007008009S P1Y2M3DT4H5M6.007008009S
// expect: PT2H30M -PT6H
// expect: P2DT2H
// expect: PT1H
// expect: P1M
// expect: P366D
// expect: 1.5 29
// expect: 0 -1 -1
// expect: PT1.123S
// expect: PT2S
// expect: {"d":"P1D"} P1D
// expect: Temporal.Duration {} [ Temporal.Duration {} ]
// expect: TypeError Do not use Temporal.Duration.prototype.valueOf; use Temporal.Duration.prototype.compare for comparison.
// expect: RangeError
// expect: TypeError
// expect: RangeError
// expect: RangeError
// expect: RangeError
// expect: TypeError
// expect: 13:37:05.123456789 13 37 5 123 456 789
// expect: 09:05:00 23:59:00
// expect: RangeError
// expect: 01:37:05.123456789 01:37:05.123456789 23:37:05.123456789
// expect: PT9H30M -PT570M
// expect: PT9H
// expect: 14:00:00 13:30:00
// expect: 1 true false
// expect: 13:37 13:37:05.12 13:37:05.124
// expect: 13:37:05.123456789 ["13:37:05.123456789"]
// expect: Temporal.PlainTime {} { t: Temporal.PlainTime {} }
// expect: TypeError Do not use Temporal.PlainTime.prototype.valueOf; use Temporal.PlainTime.prototype.compare for comparison.
// expect: RangeError
// expect: RangeError
// expect: TypeError
