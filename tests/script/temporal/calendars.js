// Temporal's non-ISO calendars (through ICU): fields, eras, month codes,
// property bags, arithmetic, PlainYearMonth / PlainMonthDay reference days.
// Dates stay within 1900..2100, where Debian's ICU 72 and node's agree.
const P = Temporal.PlainDate;
const show = (d) => [d.toString(), d.era, d.eraYear, d.year, d.month, d.monthCode, d.day, d.daysInMonth, d.daysInYear, d.monthsInYear, d.inLeapYear, d.dayOfYear].join(' ');
for (const c of ['gregory', 'japanese', 'hebrew', 'islamic-civil', 'chinese', 'ethiopic'])
  console.log(show(P.from('2024-03-15').withCalendar(c)));
console.log(P.from('1989-01-07[u-ca=japanese]').era, P.from('1912-07-30').withCalendar('japanese').eraYear);
console.log(new P(2020, 1, 1, 'IslamicC').calendarId, new P(2020, 1, 1, 'ethiopic-amete-alem').calendarId);
const t = (f) => { try { console.log(String(f())); } catch (e) { console.log(e.name, e.message); } };
t(() => P.from({ calendar: 'gregory', era: 'bc', eraYear: 5, month: 1, day: 1 }));
t(() => P.from({ calendar: 'japanese', era: 'heisei', eraYear: 40, month: 1, day: 1 }));
t(() => P.from({ calendar: 'hebrew', year: 5783, monthCode: 'M05L', day: 1 }));
t(() => P.from({ calendar: 'hebrew', year: 5783, monthCode: 'M05L', day: 1 }, { overflow: 'reject' }));
t(() => P.from({ calendar: 'chinese', year: 2024, monthCode: 'M13', day: 1 }));
t(() => new P(2020, 1, 1, 'islamic'));
const h = P.from('2024-02-15[u-ca=hebrew]');
console.log(h.add({ months: 1, days: 3 }).toString(), h.add({ years: 1 }).toString(), h.with({ year: 5783 }).monthCode);
console.log(h.until('2027-01-01[u-ca=hebrew]', { largestUnit: 'years' }).toString());
console.log(P.from('2024-02-15[u-ca=japanese]').with({ month: 1 }).era, P.from('2024-02-15[u-ca=japanese]').with({ era: 'heisei', eraYear: 1 }).toString());
const ym = Temporal.PlainYearMonth.from({ calendar: 'coptic', year: 1739, monthCode: 'M13' });
console.log(ym.toString(), ym.daysInMonth, ym.add({ months: 1 }).toString(), ym.subtract({ years: 1 }).monthCode);
console.log(Temporal.PlainMonthDay.from({ calendar: 'hebrew', monthCode: 'M05L', day: 15 }).toString(), Temporal.PlainMonthDay.from('2024-02-15[u-ca=chinese]').toString());
const z = Temporal.ZonedDateTime.from('2024-03-15T12:00+09:00[+09:00][u-ca=japanese]');
console.log(z.era, z.eraYear, z.add({ months: 2 }).toString());
// expect: 2024-03-15[u-ca=gregory] ce 2024 2024 3 M03 15 31 366 12 true 75
// expect: 2024-03-15[u-ca=japanese] reiwa 6 2024 3 M03 15 31 366 12 true 75
// expect: 2024-03-15[u-ca=hebrew] am 5784 5784 7 M06 5 29 383 13 true 182
// expect: 2024-03-15[u-ca=islamic-civil] ah 1445 1445 9 M09 5 30 355 12 true 241
// expect: 2024-03-15[u-ca=chinese]   2024 2 M02 6 30 354 12 false 35
// expect: 2024-03-15[u-ca=ethiopic] am 2016 2016 7 M07 6 30 365 13 false 186
// expect: showa 1
// expect: islamic-civil ethioaa
// expect: -000004-01-01[u-ca=gregory]
// expect: 2028-01-01[u-ca=japanese]
// expect: 2023-02-22[u-ca=hebrew]
// expect: RangeError Temporal error: Month code not in year.
// expect: RangeError Temporal error: Month code not in calendar.
// expect: RangeError Temporal error: Unknown calendar type islamic.
// expect: 2024-03-19[u-ca=hebrew] 2025-03-06[u-ca=hebrew] M06
// expect: P2Y10M16D
// expect: reiwa 1989-02-15[u-ca=japanese]
// expect: 2023-09-06[u-ca=coptic] 6 2023-09-12[u-ca=coptic] M13
// expect: 1970-02-21[u-ca=hebrew] 1972-02-20[u-ca=chinese]
// expect: reiwa 6 2024-05-15T12:00:00+09:00[+09:00][u-ca=japanese]
