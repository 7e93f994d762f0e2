// A function is an object to Temporal: as a property bag or an object to
// convert, it is read, not refused as "not an object or string"; and a
// month code is ToPrimitive(string) that must give a String (an object
// whose toString returns a Number is a TypeError, not a RangeError).
const show = (f) => { try { console.log(String(f())); } catch (e) { console.log(e.name); } };
const bag = function () {}; bag.year = 2000; bag.month = 1; bag.day = 2;
show(() => Temporal.PlainDate.from(bag));
show(() => Temporal.PlainYearMonth.from(bag));
show(() => Temporal.PlainTime.from(bag));
show(() => Temporal.Duration.from(bag));
show(() => Temporal.ZonedDateTime.from(bag));
show(() => Temporal.Instant.from(Temporal.Instant));
show(() => Temporal.Instant.compare(function () {}, Temporal.Instant.fromEpochMilliseconds(0)));
const asString = () => {}; asString.toString = () => '1970-01-01T00:00Z';
show(() => Temporal.Instant.from(asString).epochMilliseconds);
for (const monthCode of [5, 5n, false, null, { toString: () => 5 }, { toString: () => 'M05' },
  { [Symbol.toPrimitive]: (h) => (h === 'string' ? 'M06' : 7) }, { valueOf: () => 'M07', toString: undefined }, 'M5'])
  show(() => Temporal.PlainDate.from({ year: 2026, monthCode, day: 1 }));
show(() => new Temporal.ZonedDateTime({ valueOf: () => 10n ** 18n }, 'UTC').epochMilliseconds);
show(() => new Temporal.ZonedDateTime({ [Symbol.toPrimitive]: () => ({}) }, 'UTC'));
// expect: 2000-01-02
// expect: 2000-01
// expect: TypeError
// expect: TypeError
// expect: TypeError
// expect: RangeError
// expect: RangeError
// expect: 0
// expect: TypeError
// expect: TypeError
// expect: TypeError
// expect: TypeError
// expect: TypeError
// expect: 2026-05-01
// expect: 2026-06-01
// expect: 2026-07-01
// expect: RangeError
// expect: 1000000000000
// expect: TypeError
