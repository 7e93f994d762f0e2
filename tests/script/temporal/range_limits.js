// The edges of Temporal's range: a year-month whose first day is no date
// (-271821-04) takes part in no arithmetic, an ISO year-month moves by years
// and months with no day to overflow, and the offset options prefer and
// reject check the wall-clock date (CheckISODaysRange) where use does not.
// (Only the error's name: node's texts differ.)
const t = (f) => { try { return String(f()); } catch (e) { return e.name; } };
const min = new Temporal.PlainYearMonth(-271821, 4), max = new Temporal.PlainYearMonth(275760, 9);
console.log(t(() => min), t(() => min.add({ months: 1 })), t(() => min.subtract({ months: 1 })));
console.log(t(() => new Temporal.PlainYearMonth(-271821, 5).subtract({ months: 1 })), t(() => min.since(min)));
console.log(t(() => min.since(max)), t(() => min.until(new Temporal.PlainYearMonth(1970, 1))), t(() => new Temporal.PlainYearMonth(1970, 1).since('-271821-04')));
console.log(t(() => max.subtract({ months: 1 })), t(() => max.add({ years: -1 })), t(() => max.add({ months: 1 })));
for (const ov of ['constrain', 'reject'])
  console.log(ov, t(() => new Temporal.PlainYearMonth(2024, 1).add({ years: -1 }, { overflow: ov })),
    t(() => new Temporal.PlainYearMonth(2024, 3).subtract({ months: 1 }, { overflow: ov })),
    t(() => new Temporal.PlainYearMonth(2023, 12).add({ months: 14 }, { overflow: ov })));
for (const offset of ['use', 'ignore', 'prefer', 'reject'])
  console.log(offset, t(() => Temporal.ZonedDateTime.from('-271821-04-19T23:00-01:00[-01:00]', { offset }).epochNanoseconds),
    t(() => Temporal.ZonedDateTime.from('+275760-09-13T23:59+23:59[+23:59]', { offset }).epochNanoseconds));
console.log(t(() => Temporal.Duration.from('P1D').total({ unit: 'hour', relativeTo: '-271821-04-19T23:00-01:00[-01:00]' })));
console.log(t(() => Temporal.ZonedDateTime.compare('-271821-04-20T00:00Z[UTC]', '-271821-04-19T23:00-01:00[-01:00]')));
// expect: -271821-04 RangeError RangeError
// expect: RangeError PT0S
// expect: RangeError RangeError RangeError
// expect: +275760-08 +275759-09 RangeError
// expect: constrain 2023-01 2024-02 2025-02
// expect: reject 2023-01 2024-02 2025-02
// expect: use -8640000000000000000000 8640000000000000000000
// expect: ignore -8640000000000000000000 8640000000000000000000
// expect: prefer RangeError 8640000000000000000000
// expect: reject RangeError 8640000000000000000000
// expect: RangeError
// expect: RangeError
