// Temporal.ZonedDateTime with UTC, fixed offsets and IANA time zones
const Z = Temporal.ZonedDateTime;
const z = Z.from('2020-03-08T01:30-05:00[America/New_York]');
console.log(z.toString(), z.offset, z.offsetNanoseconds, z.hoursInDay, z.timeZoneId, z.epochMilliseconds);
console.log(z.add({ hours: 1 }).toString(), z.add({ days: 1 }).toString(), z.subtract({ months: 1 }).toString());
console.log(Z.from('2020-03-08T02:30[America/New_York]').toString(), Z.from('2020-11-01T01:30[America/New_York]', { disambiguation: 'later' }).toString());
try { Z.from('2020-03-08T02:30[America/New_York]', { disambiguation: 'reject' }); } catch (e) { console.log(e.name); }
console.log(z.with({ hour: 12 }).toString(), z.withPlainTime('23:00').toString(), z.withTimeZone('Asia/Tokyo').toString());
console.log(z.startOfDay().toString(), z.getTimeZoneTransition('next').toString(), z.getTimeZoneTransition('previous').toString());
console.log(z.until('2020-03-09T01:30-04:00[America/New_York]').toString(), z.until('2020-03-09T01:30-04:00[America/New_York]', { largestUnit: 'days' }).toString());
console.log(z.since('2019-01-01T00:00[America/New_York]', { largestUnit: 'years', smallestUnit: 'hours' }).toString());
console.log(z.round('hour').toString(), z.round({ smallestUnit: 'day' }).toString());
console.log(Z.compare(z, z.add('PT1S')), z.equals(z.toString()), z.toInstant().toString(), z.toPlainDate().toString(), z.toPlainDateTime().toString());
const u = new Z(0n, 'UTC');
console.log(u.toString(), new Z(0n, '+0530').toString(), u.getTimeZoneTransition('next'));
console.log(z.toString({ offset: 'never', timeZoneName: 'never' }), z.toString({ timeZoneName: 'critical', smallestUnit: 'minute' }), z.toString({ calendarName: 'always' }));
console.log(Z.from('2021-06-01[europe/paris]').toString(), Z.from({ year: 2021, month: 6, day: 1, timeZone: 'Europe/London' }).toString());
console.log(Temporal.Duration.from('P1D').total({ unit: 'hours', relativeTo: z }));
console.log(z.toJSON(), JSON.stringify(u), z);
try { z.valueOf(); } catch (e) { console.log(e.name); }
try { Z.from('2020-01-01T00:00[Mars/Olympus]'); } catch (e) { console.log(e.name); }
try { Z.from('2020-01-01T00:00+01:00[Europe/London]'); } catch (e) { console.log(e.name); }
try { Z.from('2020-01-01T00:00'); } catch (e) { console.log(e.name); }
{
  console.log(Object.getOwnPropertyNames(Temporal), String(Temporal), Object.prototype.toString.call(Temporal.Now));
  console.log(Object.getOwnPropertyDescriptor(globalThis, 'Temporal'));
  for (const k of ['PlainDate', 'PlainTime', 'PlainDateTime', 'ZonedDateTime', 'Duration', 'Instant', 'PlainYearMonth', 'PlainMonthDay'])
    console.log(k, Temporal[k].length, Temporal[k].name, Temporal[k].prototype[Symbol.toStringTag]);
  console.log(Temporal.PlainDate.prototype.add.length, Temporal.PlainDate.from.length, Temporal.Duration.compare.length, Temporal.ZonedDateTime.prototype.toString.length);
  const fake = Object.create(Temporal.PlainDate.prototype);
  try { fake.year; } catch (e) { console.log(e.name, e.message); }
  class My extends Temporal.PlainDate {}
  const m = new My(2020, 1, 1);
  console.log(m instanceof My, m.toString(), m.add({ days: 1 }) instanceof My, m);
  const p = new Proxy(Temporal.PlainDate.from('2020-01-01'), {});
  try { p.year; } catch (e) { console.log(e.name); }
}
// expect: 2020-03-08T01:30:00-05:00[America/New_York] -05:00 -18000000000000 23 America/New_York 1583649000000
// expect: 2020-03-08T03:30:00-04:00[America/New_York] 2020-03-09T01:30:00-04:00[America/New_York] 2020-02-08T01:30:00-05:00[America/New_York]
// expect: 2020-03-08T03:30:00-04:00[America/New_York] 2020-11-01T01:30:00-05:00[America/New_York]
// expect: RangeError
// expect: 2020-03-08T12:30:00-04:00[America/New_York] 2020-03-08T23:00:00-04:00[America/New_York] 2020-03-08T15:30:00+09:00[Asia/Tokyo]
// expect: 2020-03-08T00:00:00-05:00[America/New_York] 2020-03-08T03:00:00-04:00[America/New_York] 2019-11-03T01:00:00-05:00[America/New_York]
// expect: PT23H P1D
// expect: P1Y2M7DT1H
// expect: 2020-03-08T03:00:00-04:00[America/New_York] 2020-03-08T00:00:00-05:00[America/New_York]
// expect: -1 true 2020-03-08T06:30:00Z 2020-03-08 2020-03-08T01:30:00
// expect: 1970-01-01T00:00:00+00:00[UTC] 1970-01-01T05:30:00+05:30[+05:30] null
// expect: 2020-03-08T01:30:00 2020-03-08T01:30-05:00[!America/New_York] 2020-03-08T01:30:00-05:00[America/New_York][u-ca=iso8601]
// expect: 2021-06-01T00:00:00+02:00[Europe/Paris] 2021-06-01T00:00:00+01:00[Europe/London]
// expect: 23
// expect: 2020-03-08T01:30:00-05:00[America/New_York] "1970-01-01T00:00:00+00:00[UTC]" Temporal.ZonedDateTime {}
// expect: TypeError
// expect: RangeError
// expect: RangeError
// expect: RangeError
// expect: [
// expect:   'Now',
// expect:   'PlainDate',
// expect:   'PlainTime',
// expect:   'PlainDateTime',
// expect:   'ZonedDateTime',
// expect:   'Duration',
// expect:   'Instant',
// expect:   'PlainYearMonth',
// expect:   'PlainMonthDay'
// expect: ] [object Temporal] [object Temporal.Now]
// expect: {
// expect:   value: Object [Temporal] {},
// expect:   writable: true,
// expect:   enumerable: false,
// expect:   configurable: true
// expect: }
// expect: PlainDate 3 PlainDate Temporal.PlainDate
// expect: PlainTime 0 PlainTime Temporal.PlainTime
// expect: PlainDateTime 3 PlainDateTime Temporal.PlainDateTime
// expect: ZonedDateTime 2 ZonedDateTime Temporal.ZonedDateTime
// expect: Duration 0 Duration Temporal.Duration
// expect: Instant 1 Instant Temporal.Instant
// expect: PlainYearMonth 2 PlainYearMonth Temporal.PlainYearMonth
// expect: PlainMonthDay 2 PlainMonthDay Temporal.PlainMonthDay
// expect: 1 1 2 0
// expect: TypeError Method Temporal.PlainDate.prototype.year called on incompatible receiver [object Temporal.PlainDate]
// expect: true 2020-01-01 false My [Temporal.PlainDate] {}
// expect: TypeError
