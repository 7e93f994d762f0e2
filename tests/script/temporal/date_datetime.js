// Temporal.PlainDate
const P = Temporal.PlainDate;
const d = new P(2024, 2, 29);
console.log(d.toString(), d.year, d.month, d.monthCode, d.day, d.calendarId, d.era);
console.log(d.dayOfWeek, d.dayOfYear, d.weekOfYear, d.yearOfWeek, d.daysInMonth, d.daysInYear, d.inLeapYear, d.monthsInYear);
console.log(P.from('2021-01-03').weekOfYear, P.from('2021-01-03').yearOfWeek, P.from('+012345-06-07').toString(), P.from('-000001-01-01').toString());
console.log(P.from({ year: 2023, monthCode: 'M02', day: 31 }).toString());
try { P.from({ year: 2023, month: 2, day: 31 }, { overflow: 'reject' }); } catch (e) { console.log(e.name); }
console.log(d.with({ year: 2025 }).toString(), d.with({ day: 1 }).toString());
console.log(d.add({ years: 1 }).toString(), d.add({ months: 1, days: 1 }).toString(), d.subtract('P1W').toString());
try { d.add({ years: 1 }, { overflow: 'reject' }); } catch (e) { console.log(e.name); }
console.log(d.until('2025-03-01').toString(), d.until('2025-03-01', { largestUnit: 'years' }).toString());
console.log(d.since('2023-01-15', { largestUnit: 'months', smallestUnit: 'months', roundingMode: 'halfExpand' }).toString());
console.log(d.until('2024-12-25', { largestUnit: 'weeks' }).toString());
console.log(P.compare('2024-01-01', '2023-12-31'), d.equals('2024-02-29'), d.equals({ year: 2024, month: 3, day: 1 }));
console.log(d.toPlainDateTime('12:30').toString(), d.toPlainYearMonth().toString(), d.toPlainMonthDay().toString());
console.log(d.toZonedDateTime('UTC').toString(), d.toZonedDateTime({ timeZone: '+05:30', plainTime: '08:00' }).toString());
console.log(d.toString({ calendarName: 'always' }), d.toString({ calendarName: 'critical' }), d.toJSON());
console.log(d, [d]);
try { d.valueOf(); } catch (e) { console.log(e.name, e.message); }
try { new P(2023, 2, 29); } catch (e) { console.log(e.name); }
try { P.from('2024-02-29T00:00Z'); } catch (e) { console.log(e.name); }
try { P.from(20240229); } catch (e) { console.log(e.name); }
try { new P(2024, 1, 1, 'no-such-calendar'); } catch (e) { console.log(e.name); }
{
  const P = Temporal.PlainDateTime;
  const dt = new P(2020, 12, 31, 23, 59, 59, 999, 999, 999);
  console.log(dt.toString(), dt.year, dt.hour, dt.nanosecond, dt.dayOfWeek);
  console.log(P.from('2020-01-01T10:00').toString(), P.from('2020-01-01').toString(), P.from({ year: 2020, month: 1, day: 1, hour: 3 }).toString());
  console.log(dt.with({ month: 2, day: 30 }).toString(), dt.withPlainTime('12:00').toString(), dt.withPlainTime().toString());
  console.log(dt.add({ nanoseconds: 1 }).toString(), dt.add({ months: 2 }).toString(), dt.subtract({ days: 366, hours: 1 }).toString());
  console.log(dt.until('2021-03-01T00:00').toString(), dt.until('2021-03-01T00:00', { largestUnit: 'months' }).toString());
  console.log(dt.since('2020-01-01T00:00', { largestUnit: 'years', smallestUnit: 'days', roundingMode: 'halfExpand' }).toString());
  console.log(dt.round('second').toString(), dt.round({ smallestUnit: 'day' }).toString(), dt.round({ smallestUnit: 'hour', roundingIncrement: 6, roundingMode: 'floor' }).toString());
  console.log(P.compare(dt, '2021-01-01'), dt.equals(dt.toString()), dt.toPlainDate().toString(), dt.toPlainTime().toString());
  console.log(dt.toZonedDateTime('-03:00').toString());
  console.log(dt.toString({ fractionalSecondDigits: 0 }), dt.toString({ smallestUnit: 'minute', roundingMode: 'halfExpand' }), dt.toString({ calendarName: 'always' }));
  console.log(dt.toJSON(), JSON.stringify({ dt }));
  console.log(dt);
  try { dt.valueOf(); } catch (e) { console.log(e.name); }
  try { P.from('2020-01-01T25:00'); } catch (e) { console.log(e.name); }
}
// expect: 2024-02-29 2024 2 M02 29 iso8601 undefined
// expect: 4 60 9 2024 29 366 true 12
// expect: 53 2020 +012345-06-07 -000001-01-01
// expect: 2023-02-28
// expect: RangeError
// expect: 2025-02-28 2024-02-01
// expect: 2025-02-28 2024-03-30 2024-02-22
// expect: RangeError
// expect: P366D P1Y1D
// expect: P13M
// expect: P42W6D
// expect: 1 true false
// expect: 2024-02-29T12:30:00 2024-02 02-29
// expect: 2024-02-29T00:00:00+00:00[UTC] 2024-02-29T08:00:00+05:30[+05:30]
// expect: 2024-02-29[u-ca=iso8601] 2024-02-29[!u-ca=iso8601] 2024-02-29
// expect: Temporal.PlainDate {} [ Temporal.PlainDate {} ]
// expect: TypeError Do not use Temporal.PlainDate.prototype.valueOf; use Temporal.PlainDate.prototype.compare for comparison.
// expect: RangeError
// expect: RangeError
// expect: TypeError
// expect: RangeError
// expect: 2020-12-31T23:59:59.999999999 2020 23 999 4
// expect: 2020-01-01T10:00:00 2020-01-01T00:00:00 2020-01-01T03:00:00
// expect: 2020-02-29T23:59:59.999999999 2020-12-31T12:00:00 2020-12-31T00:00:00
// expect: 2021-01-01T00:00:00 2021-02-28T23:59:59.999999999 2019-12-31T22:59:59.999999999
// expect: P59DT0.000000001S P1M28DT0.000000001S
// expect: P1Y
// expect: 2021-01-01T00:00:00 2021-01-01T00:00:00 2020-12-31T18:00:00
// expect: -1 true 2020-12-31 23:59:59.999999999
// expect: 2020-12-31T23:59:59.999999999-03:00[-03:00]
// expect: 2020-12-31T23:59:59 2021-01-01T00:00 2020-12-31T23:59:59.999999999[u-ca=iso8601]
// expect: 2020-12-31T23:59:59.999999999 {"dt":"2020-12-31T23:59:59.999999999"}
// expect: Temporal.PlainDateTime {}
// expect: TypeError
// expect: RangeError
