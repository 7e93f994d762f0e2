// DateTimeFormat's timeZone may be a UTC offset (+HH, +HHMM, +HH:MM):
// resolvedOptions shows it as +HH:MM (a zero offset with +), the wall clock
// moves by it; out-of-range offsets, seconds and other forms are RangeErrors
// (node also takes a U+2212 minus sign, which ECMA-402 and tarn do not).
// An IANA name is matched whatever its case.
const show = (f) => { try { console.log(JSON.stringify(f())); } catch (e) { console.log(e.name + ': ' + e.message); } };
for (const timeZone of ['-00', '-00:00', '+0000', '+0300', '+03:00', '+13:00', '+2300', '-14', '-2100', '+0103', '-02:32', '-22:23'])
  show(() => new Intl.DateTimeFormat('en', { timeZone }).resolvedOptions().timeZone);
for (const timeZone of ['+24:00', '+03:60', '+3', '+03:00:00', '03:00', '+03:0', 'GMT+3'])
  show(() => new Intl.DateTimeFormat('en', { timeZone }).resolvedOptions().timeZone);
const date = new Date('1995-12-17T03:24:56Z');
for (const timeZone of ['+0301', '+1412', '+02', '+13:49', '-07:56', '-12', '-0914', '-10:03', '-0509'])
  show(() => new Intl.DateTimeFormat('en', { timeZone, timeStyle: 'short' }).format(date));
show(() => new Intl.DateTimeFormat('en', { timeZone: '+05:30', dateStyle: 'medium', timeStyle: 'medium' }).formatToParts(date).map((p) => p.value).join(''));
show(() => date.toLocaleString('en', { timeZone: '-03:00' }));
for (const timeZone of ['AFRICA/ABIDJAN', 'america/new_york', 'utc', 'Etc/gmt', 'EUROPE/KIEV', 'asıa/baku'])
  show(() => new Intl.DateTimeFormat('en', { timeZone }).resolvedOptions().timeZone);
show(() => new Intl.DateTimeFormat('en', { timeZone: 'Nowhere/Place' }));
// expect: "+00:00"
// expect: "+00:00"
// expect: "+00:00"
// expect: "+03:00"
// expect: "+03:00"
// expect: "+13:00"
// expect: "+23:00"
// expect: "-14:00"
// expect: "-21:00"
// expect: "+01:03"
// expect: "-02:32"
// expect: "-22:23"
// expect: RangeError: Invalid time zone specified: +24:00
// expect: RangeError: Invalid time zone specified: +03:60
// expect: RangeError: Invalid time zone specified: +3
// expect: RangeError: Invalid time zone specified: +03:00:00
// expect: RangeError: Invalid time zone specified: 03:00
// expect: RangeError: Invalid time zone specified: +03:0
// expect: RangeError: Invalid time zone specified: GMT+3
// expect: "6:25 AM"
// expect: "5:36 PM"
// expect: "5:24 AM"
// expect: "5:13 PM"
// expect: "7:28 PM"
// expect: "3:24 PM"
// expect: "6:10 PM"
// expect: "5:21 PM"
// expect: "10:15 PM"
// expect: "Dec 17, 1995, 8:54:56 AM"
// expect: "12/17/1995, 12:24:56 AM"
// expect: "Africa/Abidjan"
// expect: "America/New_York"
// expect: "UTC"
// expect: "UTC"
// expect: "Europe/Kiev"
// expect: RangeError: Invalid time zone specified: asıa/baku
// expect: RangeError: Invalid time zone specified: Nowhere/Place
