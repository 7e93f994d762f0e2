// ISO string forms: a time string's calendar annotation is read and
// ignored (any calendar, critical or not); a month-day string may be the
// four-digit MMDD form, and an ISO month-day string keeps only month and
// day (its year may lie outside the representable range); a calendar other
// than iso8601 still needs a year, within the range.
const show = (f) => { try { console.log(String(f())); } catch (e) { console.log(e.name); } };
for (const s of ['12:34:56.987654321[u-ca=hebrew]', '12:34:56[!u-ca=unknown]', 'T12:34[UTC][u-ca=chinese]',
  '1970-01-01T12:34:56[u-ca=iso8601][u-ca=discord]'])
  show(() => Temporal.PlainTime.from(s));
show(() => Temporal.PlainDate.from('2000-05-06').toPlainDateTime('12:34:56.5[u-ca=hebrew]'));
show(() => Temporal.PlainTime.from('12:00').equals('12:00[u-ca=gregory]'));
for (const s of ['1001', '--1001', '10-01', '1001[u-ca=iso8601]', '-999999-10-01', '+999999-10-01[u-ca=iso8601]'])
  show(() => Temporal.PlainMonthDay.from(s));
for (const s of ['-999999-01-01[u-ca=gregory]', '11-18[u-ca=hebrew]', '1301', '1314'])
  show(() => Temporal.PlainMonthDay.from(s));
show(() => Temporal.PlainMonthDay.from('1001').equals('--1001'));
// expect: 12:34:56.987654321
// expect: 12:34:56
// expect: 12:34:00
// expect: 12:34:56
// expect: 2000-05-06T12:34:56.5
// expect: true
// expect: 10-01
// expect: 10-01
// expect: 10-01
// expect: 10-01
// expect: 10-01
// expect: 10-01
// expect: RangeError
// expect: RangeError
// expect: RangeError
// expect: RangeError
// expect: true
