// Temporal.PlainYearMonth and Temporal.PlainMonthDay
const YM = Temporal.PlainYearMonth, MD = Temporal.PlainMonthDay;
const ym = new YM(2024, 2);
console.log(ym.toString(), ym.year, ym.month, ym.monthCode, ym.daysInMonth, ym.daysInYear, ym.inLeapYear);
console.log(YM.from('2019-06').toString(), YM.from({ year: 2019, month: 13 }).toString(), YM.from('2019-06-30T12:00').toString());
console.log(ym.with({ month: 12 }).toString(), ym.add({ months: 11 }).toString(), ym.subtract({ years: 1, months: 3 }).toString());
console.log(ym.until('2026-07').toString(), ym.since('2020-01', { largestUnit: 'months' }).toString(), ym.until('2025-09', { smallestUnit: 'year', roundingMode: 'halfExpand' }).toString());
console.log(YM.compare('2024-01', ym), ym.equals('2024-02'), ym.toPlainDate({ day: 29 }).toString());
console.log(ym.toString({ calendarName: 'always' }), ym.toJSON(), ym);
const md = new MD(2, 29);
console.log(md.toString(), md.monthCode, md.day, md.month);
console.log(MD.from('--12-25').toString(), MD.from('12-25').toString(), MD.from({ month: 4, day: 31 }).toString(), MD.from({ monthCode: 'M02', day: 29 }).toString());
console.log(md.with({ day: 1 }).toString(), md.toPlainDate({ year: 2023 }).toString(), md.toPlainDate({ year: 2024 }).toString());
console.log(md.equals('--02-29'), md.toString({ calendarName: 'always' }), md.toJSON(), md);
try { ym.valueOf(); } catch (e) { console.log(e.name); }
try { md.valueOf(); } catch (e) { console.log(e.name); }
try { MD.from({ month: 2, day: 30 }, { overflow: 'reject' }); } catch (e) { console.log(e.name); }
{
  const I = Temporal.Instant;
  const i = I.from('2020-01-01T00:00:00.123456789Z');
  console.log(i.toString(), i.epochMilliseconds, i.epochNanoseconds);
  console.log(new I(0n).toString(), I.fromEpochMilliseconds(-1).toString(), I.fromEpochNanoseconds(1n).toString());
  console.log(I.from('2020-01-01T05:30+05:30').toString(), I.from('1970-01-01T00:00:00.5-00:30').epochMilliseconds);
  console.log(i.add({ hours: 25 }).toString(), i.subtract('PT0.000000789S').toString());
  console.log(i.until('2020-01-02T00:00Z').toString(), i.until('2020-01-02T00:00Z', { largestUnit: 'hours', smallestUnit: 'minutes' }).toString());
  console.log(i.since('2019-12-31T23:00Z', { smallestUnit: 'second', roundingMode: 'ceil' }).toString());
  console.log(i.round('second').toString(), i.round({ smallestUnit: 'minute', roundingIncrement: 30 }).toString());
  console.log(I.compare(i, '2020-01-01T00:00Z'), i.equals(i.toString()));
  console.log(i.toString({ timeZone: '+01:00' }), i.toString({ smallestUnit: 'millisecond' }), i.toString({ fractionalSecondDigits: 0 }));
  console.log(i.toZonedDateTimeISO('UTC').toString(), i.toJSON(), i);
  try { i.valueOf(); } catch (e) { console.log(e.name); }
  try { i.add({ days: 1 }); } catch (e) { console.log(e.name); }
  try { new I(1); } catch (e) { console.log(e.name); }
  try { I.from('2020-01-01T00:00'); } catch (e) { console.log(e.name); }
  try { new I(10n ** 30n); } catch (e) { console.log(e.name); }
  console.log(new Date(5).toTemporalInstant(), new Date(-1).toTemporalInstant().toString());
  try { new Date(NaN).toTemporalInstant(); } catch (e) { console.log(e.name); }
  const now = Temporal.Now;
  console.log(typeof now.instant().epochNanoseconds, now.timeZoneId(), now);
  console.log(now.plainDateISO('UTC') instanceof Temporal.PlainDate, now.zonedDateTimeISO('UTC').timeZoneId);
  console.log(Math.abs(Number(now.instant().epochMilliseconds) - Date.now()) < 5000);
}
// expect: 2024-02 2024 2 M02 29 366 true
// expect: 2019-06 2019-12 2019-06
// expect: 2024-12 2025-01 2022-11
// expect: P2Y5M P49M P2Y
// expect: -1 true 2024-02-29
// expect: 2024-02-01[u-ca=iso8601] 2024-02 Temporal.PlainYearMonth {}
// expect: 02-29 M02 29 undefined
// expect: 12-25 12-25 04-30 02-29
// expect: 02-01 2023-02-28 2024-02-29
// expect: true 1972-02-29[u-ca=iso8601] 02-29 Temporal.PlainMonthDay {}
// expect: TypeError
// expect: TypeError
// expect: RangeError
// expect: 2020-01-01T00:00:00.123456789Z 1577836800123 1577836800123456789n
// expect: 1970-01-01T00:00:00Z 1969-12-31T23:59:59.999Z 1970-01-01T00:00:00.000000001Z
// expect: 2020-01-01T00:00:00Z 1800500
// expect: 2020-01-02T01:00:00.123456789Z 2020-01-01T00:00:00.123456Z
// expect: PT86399.876543211S PT23H59M
// expect: PT3601S
// expect: 2020-01-01T00:00:00Z 2020-01-01T00:00:00Z
// expect: 1 true
// expect: 2020-01-01T01:00:00.123456789+01:00 2020-01-01T00:00:00.123Z 2020-01-01T00:00:00Z
// expect: 2020-01-01T00:00:00.123456789+00:00[UTC] 2020-01-01T00:00:00.123456789Z Temporal.Instant {}
// expect: TypeError
// expect: RangeError
// expect: TypeError
// expect: RangeError
// expect: RangeError
// expect: Temporal.Instant {} 1969-12-31T23:59:59.999Z
// expect: RangeError
// expect: bigint UTC Object [Temporal.Now] {}
// expect: true UTC
// expect: true
