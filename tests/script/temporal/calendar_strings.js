// A calendar given as a string may be any ISO date, time or date-time
// string; its calendar annotation (iso8601 without one) names the calendar.
// A T-prefixed time such as "t152330" is such a string, not a calendar name.
const show = (f) => { try { console.log(String(f())); } catch (e) { console.log(e.name); } };
const d = Temporal.PlainDate.from('1976-11-18');
for (const c of ['t152330', 'T15:23:30', '15', '152330.1-0800', '1976-11-18T15:23:30Z', '1976-11-18[u-ca=gregory]',
  '2020-01[u-ca=iso8601]', '11-18', 'gregory', 'ISO8601', 'tamil', 't152', '1976-13-45'])
  show(() => d.withCalendar(c).calendarId);
// expect: iso8601
// expect: iso8601
// expect: iso8601
// expect: iso8601
// expect: iso8601
// expect: gregory
// expect: iso8601
// expect: iso8601
// expect: gregory
// expect: iso8601
// expect: RangeError
// expect: RangeError
// expect: RangeError
