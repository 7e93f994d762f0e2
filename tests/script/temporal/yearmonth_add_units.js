// PlainYearMonth add/subtract: a duration with weeks, days or time units is a RangeError
// (a year-month has no day for them to move), read after the options.
const ym = Temporal.PlainYearMonth.from('2019-11');
for (const d of [{ days: 1 }, { hours: 720 }, { weeks: 1 }, { months: 1, days: 0 }, { years: -1, months: -13 }, 'P1M1D', 'PT0S'])
  for (const op of ['add', 'subtract'])
    try { console.log(op, String(ym[op](d))); } catch (e) { console.log(op, e.name, e.message); }
try { ym.add({ days: 1 }, { overflow: 'bad' }); } catch (e) { console.log(e.name); }
// expect: add RangeError Temporal error: Can only add years or months to PlainYearMonth.
// expect: subtract RangeError Temporal error: Can only add years or months to PlainYearMonth.
// expect: add RangeError Temporal error: Can only add years or months to PlainYearMonth.
// expect: subtract RangeError Temporal error: Can only add years or months to PlainYearMonth.
// expect: add RangeError Temporal error: Can only add years or months to PlainYearMonth.
// expect: subtract RangeError Temporal error: Can only add years or months to PlainYearMonth.
// expect: add 2019-12
// expect: subtract 2019-10
// expect: add 2017-10
// expect: subtract 2021-12
// expect: add RangeError Temporal error: Can only add years or months to PlainYearMonth.
// expect: subtract RangeError Temporal error: Can only add years or months to PlainYearMonth.
// expect: add 2019-11
// expect: subtract 2019-11
// expect: RangeError
